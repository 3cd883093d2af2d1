import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

interface Props {
  readonly icon?: ReactNode;
  readonly message: string;
  readonly children?: ReactNode;
}

/** A friendly "nothing here" panel carrying the spec's empty-state text. */
export function EmptyState({ icon, message, children }: Props) {
  return (
    <Box
      data-testid="empty-state"
      sx={{
        py: 6,
        px: 3,
        textAlign: "center",
        border: "1px dashed",
        borderColor: "divider",
        borderRadius: 2,
        color: "text.secondary",
      }}
    >
      {icon && <Box sx={{ fontSize: 48, mb: 1, opacity: 0.7 }}>{icon}</Box>}
      <Typography>{message}</Typography>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Box>
  );
}
