import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

interface Props {
  readonly title: string;
  readonly icon?: ReactNode;
  readonly action?: ReactNode;
  readonly testId?: string;
  readonly children: ReactNode;
}

/** A titled dashboard card. */
export function DashboardSection({ title, icon, action, testId, children }: Props) {
  return (
    <Card data-testid={testId} sx={{ height: "100%" }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
          {icon && <Box sx={{ color: "primary.main", display: "grid", fontSize: 22 }}>{icon}</Box>}
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
