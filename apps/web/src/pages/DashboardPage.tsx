import { Navigate, useNavigate } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { isApiError } from "../api/api-error.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { NotAvailablePanel } from "../components/NotAvailablePanel.tsx";
import { DashboardStats } from "../features/dashboard/DashboardStats.tsx";
import { EmpireHeader } from "../features/dashboard/EmpireHeader.tsx";
import { ResourcesSection } from "../features/dashboard/ResourcesSection.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /dashboard?galaxyId=: the empire at a glance, from /player/stats only. */
export function DashboardPage() {
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  const stats = usePlayerStats(galaxyId, player !== null);

  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player || (stats.isError && isApiError(stats.error) && stats.error.status === 404)) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <ErrorState message="Player not found" />
        <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
          Back to Galaxy Selection
        </Button>
      </Stack>
    );
  }
  if (stats.isPending) return <LoadingState text="Loading your empire..." />;
  if (stats.isError) {
    return <ErrorState message="Failed to load player data. Please try again." onRetry={() => void stats.refetch()} />;
  }

  return (
    <>
      <EmpireHeader stats={stats.data} />
      <DashboardStats stats={stats.data} />
      <Stack spacing={3}>
        <ResourcesSection resources={stats.data.resources} />
        <NotAvailablePanel
          heading="More of your empire is not available yet"
          text="These dashboard sections arrive with the next parts of the game:"
          features={[
            "Economy Overview: income sources, bonuses, upkeep and net income",
            "Building Infrastructure: buildings, space and free space per type",
            "Resource Production: food, iron, endurium and octarine per turn",
            "Recent Activity: your empire's event feed",
          ]}
        />
      </Stack>
    </>
  );
}
