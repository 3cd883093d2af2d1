import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import ConstructionIcon from "@mui/icons-material/Construction";
import StarIcon from "@mui/icons-material/Star";

interface Props {
  readonly heading: string;
  readonly text: string;
  /** What the screen will offer once it is built, so players know what to look forward to. */
  readonly features?: readonly string[];
  readonly actions?: ReactNode;
}

/** An honest "not available yet" panel for parts of the game that are not built: no sample data, ever. */
export function NotAvailablePanel({ heading, text, features = [], actions }: Props) {
  return (
    <Card
      data-testid="not-available"
      sx={{
        borderStyle: "dashed",
        background: "linear-gradient(135deg, rgba(79,195,247,0.08), rgba(206,147,216,0.06) 60%, transparent)",
      }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              bgcolor: "rgba(255,183,77,0.12)",
              color: "secondary.main",
              flexShrink: 0,
            }}
          >
            <ConstructionIcon />
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              {heading}
            </Typography>
            <Typography color="textSecondary">{text}</Typography>
          </Box>
        </Box>
        {features.length > 0 && (
          <List dense disablePadding>
            {features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32, color: "primary.main" }}>
                  <StarIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        )}
        {actions && <Box sx={{ mt: 2, display: "flex", gap: 1, flexWrap: "wrap" }}>{actions}</Box>}
      </CardContent>
    </Card>
  );
}
