import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { isApiError } from "../api/api-error.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import Box from "@mui/material/Box";
import { GALAXY_ACTIVITY_GUTTER, GalaxyActivityDrawer } from "../features/activity/GalaxyActivityDrawer.tsx";
import { BuildingInfrastructure } from "../features/dashboard/BuildingInfrastructure.tsx";
import { DashboardStats } from "../features/dashboard/DashboardStats.tsx";
import { EconomyOverview } from "../features/dashboard/EconomyOverview.tsx";
import { IncomingFleetsAlert } from "../features/fleets/IncomingFleetsAlert.tsx";
import { EmpireHeader } from "../features/dashboard/EmpireHeader.tsx";
import { RecentActivity } from "../features/dashboard/RecentActivity.tsx";
import { NewsPanel } from "../features/news/NewsPanel.tsx";
import { ResourceProduction } from "../features/dashboard/ResourceProduction.tsx";
import { ResourcesSection } from "../features/dashboard/ResourcesSection.tsx";
import { ScienceSection } from "../features/dashboard/ScienceSection.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { DashboardGuidance } from "../features/guidance/DashboardGuidance.tsx";
import { useGameContext } from "../features/game/use-game-context.ts";
import { PublicEmpireView } from "../features/public-empire/PublicEmpireView.tsx";

/**
 * /dashboard?galaxyId=[&playerId=]: the empire at a glance (core-play section 2). A playerId of another empire
 * (View Empire on the player list) shows that empire's public view; the full dashboard is one's own.
 */
export function DashboardPage() {
  const { galaxyId, player } = useGameContext();
  const [search] = useSearchParams();
  const viewed = search.get("playerId");
  if (galaxyId && viewed && viewed !== player?.playerId) {
    return <PublicEmpireView key={viewed} galaxyId={galaxyId} playerId={viewed} />;
  }
  return <OwnDashboard galaxyId={galaxyId} player={player} />;
}

function OwnDashboard({ galaxyId, player }: ReturnType<typeof useGameContext>) {
  // Every catalogue the dashboard's sections read, fetched together rather than one section after another.
  const { t } = useTranslation(["dashboard", "build", "research", "events"]);
  const navigate = useNavigate();
  const stats = usePlayerStats(galaxyId, player !== null);

  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player || (stats.isError && isApiError(stats.error) && stats.error.status === 404)) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <ErrorState message={t("page.playerNotFound")} />
        <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
          {t("page.backToGalaxies")}
        </Button>
      </Stack>
    );
  }
  if (stats.isPending) return <LoadingState text={t("page.loading")} />;
  if (stats.isError) {
    return <ErrorState message={t("page.loadFailed")} onRetry={() => void stats.refetch()} />;
  }

  return (
    <Box sx={{ pr: GALAXY_ACTIVITY_GUTTER }} data-testid="dashboard-content">
      <EmpireHeader stats={stats.data} />
      <IncomingFleetsAlert galaxyId={galaxyId} />
      <DashboardGuidance stats={stats.data} />
      <DashboardStats stats={stats.data} />
      {/* Room at the bottom so the floating Galaxy Activity button never covers the last lines. */}
      <Stack spacing={3} sx={{ pb: 8 }}>
        <ResourcesSection resources={stats.data.resources} />
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
          <BuildingInfrastructure galaxyId={galaxyId} />
          <EconomyOverview breakdown={stats.data.incomeBreakdown} />
          <ResourceProduction production={stats.data.resourceProduction} />
          <ScienceSection galaxyId={galaxyId} scienceBonus={stats.data.scienceBonus} />
        </Box>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" }, alignItems: "start" }}>
          <RecentActivity galaxyId={galaxyId} />
          <NewsPanel galaxyId={galaxyId} />
        </Box>
      </Stack>
      <GalaxyActivityDrawer galaxyId={galaxyId} />
    </Box>
  );
}
