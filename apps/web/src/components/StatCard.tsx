import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

interface Props {
  readonly label: string;
  readonly value: ReactNode;
  readonly detail?: ReactNode;
  readonly icon: ReactNode;
  readonly colour: string;
  readonly testId?: string;
}

/** A headline number with its icon, e.g. Networth on the dashboard. */
export function StatCard({ label, value, detail, icon, colour, testId }: Props) {
  return (
    <Card data-testid={testId} sx={{ position: "relative", overflow: "hidden" }}>
      <Box
        aria-hidden
        sx={{
          position: "absolute",
          right: -18,
          top: -18,
          width: 96,
          height: 96,
          borderRadius: "50%",
          background: `radial-gradient(circle, ${colour}40, transparent 70%)`,
        }}
      />
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: colour, mb: 1, fontSize: 22 }}>
          {icon}
          <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
            {label}
          </Typography>
        </Box>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums" }}
          data-testid={testId && `${testId}-value`}
        >
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
