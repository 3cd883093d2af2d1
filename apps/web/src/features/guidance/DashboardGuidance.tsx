import Box from "@mui/material/Box";
import type { PlayerStats } from "@nova/contract";
import { AdvisorPanel } from "./AdvisorPanel.tsx";
import { AwaySummary } from "./AwaySummary.tsx";
import { DashboardAlerts } from "./DashboardAlerts.tsx";
import { FirstVisitTour } from "./FirstVisitTour.tsx";

/**
 * Everything issue 18 adds to the dashboard, in one place so the page itself changes by one line: the alerts,
 * the advisor's goals, the "while you were away" summary and the first-visit tour.
 */
export function DashboardGuidance({ stats }: { readonly stats: PlayerStats }) {
  return (
    <>
      <DashboardAlerts stats={stats} />
      <Box sx={{ mb: 3 }}>
        <AdvisorPanel galaxyId={stats.galaxyId} />
      </Box>
      <AwaySummary galaxyId={stats.galaxyId} playerId={stats.playerId} />
      <FirstVisitTour tour="dashboard" />
    </>
  );
}
