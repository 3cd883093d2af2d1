import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** One labelled value in a card's fact grid. */
export function GalaxyFact({
  label,
  value,
  testId,
}: {
  readonly label: string;
  readonly value: ReactNode;
  readonly testId?: string;
}) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
