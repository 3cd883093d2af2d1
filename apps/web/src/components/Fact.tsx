import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** One labelled value in a card's or dialog's fact grid: a small caption over the value (text or elements). */
export function Fact({
  label,
  value,
  children,
  testId,
}: {
  readonly label: string;
  readonly value?: ReactNode;
  readonly children?: ReactNode;
  readonly testId?: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value ?? children}
      </Typography>
    </Box>
  );
}
