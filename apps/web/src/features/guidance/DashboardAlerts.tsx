import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { PlayerStats } from "@nova/contract";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useTurnInfo } from "../empire/use-turn-info.ts";
import { useInfrastructure } from "../dashboard/use-infrastructure.ts";
import { dashboardAlerts } from "./alert-items.ts";

/** Starvation, zero morale and the end of protection, each with a link to the fix (issue 18). */
export function DashboardAlerts({ stats }: { readonly stats: PlayerStats }) {
  // The alerts' texts (namespace guidance) are loaded and follow the language.
  useTranslation("guidance");
  const turn = useTurnInfo(stats.galaxyId);
  // The dashboard's infrastructure figures name the home world: the list of every planet is not needed for it.
  const home = useInfrastructure(stats.galaxyId).data?.homePlanetId ?? null;
  const alerts = dashboardAlerts(stats, turn.data?.currentTurn ?? null, home);
  if (alerts.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }} data-testid="dashboard-alerts">
      {alerts.map((a) => (
        <Alert
          key={a.id}
          severity={a.severity}
          data-testid={`dashboard-alert-${a.id}`}
          action={
            <Button component={RouterLink} to={a.link} color="inherit" size="small">
              {a.linkLabel}
            </Button>
          }
        >
          <AlertTitle>{a.title}</AlertTitle>
          {a.text}
        </Alert>
      ))}
    </Stack>
  );
}
