import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import AddIcon from "@mui/icons-material/Add";
import ConstructionIcon from "@mui/icons-material/Construction";
import ShieldIcon from "@mui/icons-material/Shield";
import { homeFleetId, isBuildingType, isUnitType, lastSegment } from "@nova/rules";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { buildingCount, unitCount } from "../features/build/game-names.ts";
import { UnitBuildDialog } from "../features/build/UnitBuildDialog.tsx";
import { useFleets } from "../features/build/use-fleets.ts";
import { JobCard } from "../features/build-queue/JobCard.tsx";
import { visibleJobs } from "../features/build-queue/job-progress.ts";
import { emptyMessage } from "../features/build-queue/queue-messages.ts";
import { useBuildJobs, useUnitJobs } from "../features/build-queue/use-jobs.ts";
import { useNow } from "../features/build-queue/use-now.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { PlanetLink } from "../features/planets/PlanetLink.tsx";
import { fleetNameText } from "../features/fleets/fleet-format.ts";

type QueueTab = "buildings" | "units";

/** /build-queue?galaxyId= (core-play section 2): building and unit jobs with their progress. */
export function BuildQueuePage() {
  const { t } = useTranslation("build");
  const { galaxyId, player } = useGameContext();
  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player) return <ErrorState message={t("queue.playerNotFound")} />;
  return <BuildQueue galaxyId={galaxyId} playerId={player.playerId} />;
}

function BuildQueue({ galaxyId, playerId }: { readonly galaxyId: string; readonly playerId: string }) {
  const { t } = useTranslation("build");
  const [tab, setTab] = useState<QueueTab>("buildings");
  const [activeOnly, setActiveOnly] = useState(true);
  const [unitDialog, setUnitDialog] = useState(false);
  const buildJobs = useBuildJobs(galaxyId);
  const unitJobs = useUnitJobs(galaxyId);
  const fleets = useFleets(galaxyId);
  const now = useNow();

  const buildings = visibleJobs(buildJobs.data?.jobs ?? [], activeOnly);
  const units = visibleJobs(unitJobs.data?.jobs ?? [], activeOnly);
  const home = homeFleetId(galaxyId, playerId);
  const fleetName = (fleetId: string): string => {
    if (fleetId === home) return t("queue.homeFleet");
    const fleet = fleets.data?.fleets.find((candidate) => candidate.id === fleetId);
    return fleet ? fleetNameText(fleet) : t("queue.fleet", { id: lastSegment(fleetId) });
  };
  const current = tab === "buildings" ? buildJobs : unitJobs;
  const buildingsEmpty = emptyMessage("buildings", buildJobs.data?.jobs.length ?? 0);
  const unitsEmpty = emptyMessage("units", unitJobs.data?.jobs.length ?? 0);

  return (
    <>
      <PageHeader
        title={t("queue.title")}
        subtitle={t("queue.subtitle")}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setUnitDialog(true)}>
            {t("queue.buildUnits")}
          </Button>
        }
      />
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          flexWrap: "wrap",
          gap: 1,
          mb: 2,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Tabs value={tab} onChange={(_event, value: QueueTab) => setTab(value)} aria-label={t("queue.tabsLabel")}>
          <Tab
            value="buildings"
            label={t("queue.tabBuildings", { count: buildings.length })}
            data-testid="queue-tab-buildings"
          />
          <Tab value="units" label={t("queue.tabUnits", { count: units.length })} data-testid="queue-tab-units" />
        </Tabs>
        <FormControlLabel
          control={
            <Switch
              checked={activeOnly}
              onChange={(event) => setActiveOnly(event.target.checked)}
              data-testid="active-only-switch"
            />
          }
          label={t("queue.activeOnly")}
        />
      </Box>

      {current.isPending ? (
        <LoadingState text={t("queue.loading")} />
      ) : current.isError ? (
        <ErrorState message={t("queue.loadFailed")} onRetry={() => void current.refetch()} />
      ) : tab === "buildings" ? (
        buildings.length === 0 ? (
          <EmptyState icon={<ConstructionIcon fontSize="inherit" />} message={buildingsEmpty} />
        ) : (
          <Box sx={{ display: "grid", gap: 1.5 }} data-testid="building-jobs">
            {buildings.map((job) => (
              <JobCard
                key={job.id}
                testId="building-job"
                title={
                  isBuildingType(job.buildingType)
                    ? buildingCount(job.buildingType, job.quantity)
                    : t("queue.unknownJob", { quantity: job.quantity, type: job.buildingType })
                }
                where={
                  <>
                    {t("queue.onPlanet")} <PlanetLink galaxyId={galaxyId} planetId={job.planetId} />
                  </>
                }
                icon={<ConstructionIcon fontSize="inherit" />}
                state={job.state}
                startedAt={job.startedAt}
                completesAt={job.completesAt}
                now={now}
              />
            ))}
          </Box>
        )
      ) : units.length === 0 ? (
        <EmptyState icon={<ShieldIcon fontSize="inherit" />} message={unitsEmpty} />
      ) : (
        <Box sx={{ display: "grid", gap: 1.5 }} data-testid="unit-jobs">
          {units.map((job) => (
            <JobCard
              key={job.id}
              testId="unit-job"
              title={
                isUnitType(job.unitType)
                  ? unitCount(job.unitType, job.quantity)
                  : t("queue.unknownJob", { quantity: job.quantity, type: job.unitType })
              }
              where={t("queue.forFleet", { fleet: fleetName(job.fleetId) })}
              icon={<ShieldIcon fontSize="inherit" />}
              state={job.state}
              startedAt={job.startedAt}
              completesAt={job.completesAt}
              now={now}
            />
          ))}
        </Box>
      )}

      {unitDialog && (
        <UnitBuildDialog galaxyId={galaxyId} playerId={playerId} open onClose={() => setUnitDialog(false)} />
      )}
    </>
  );
}
