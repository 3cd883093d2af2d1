import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Fab from "@mui/material/Fab";
import ConstructionIcon from "@mui/icons-material/Construction";
import DeselectIcon from "@mui/icons-material/Deselect";
import PublicIcon from "@mui/icons-material/Public";
import SelectAllIcon from "@mui/icons-material/SelectAll";
import { planetLabel } from "@nova/rules";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { BuildDialog } from "../features/build/BuildDialog.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { PlanetCard } from "../features/planets/PlanetCard.tsx";
import { PlanetDetailDialog } from "../features/planets/PlanetDetailDialog.tsx";
import { PlanetFiltersPanel } from "../features/planets/PlanetFiltersPanel.tsx";
import {
  DEFAULT_PLANET_FILTERS,
  filterAndSortPlanets,
  type PlanetFilters,
} from "../features/planets/planet-filters.ts";
import { fullPlanetId } from "../features/planets/planet-ref.ts";
import { usePlanets } from "../features/planets/use-planets.ts";
import { portalForceFields } from "../features/planets/portal-force-field.ts";
import { useActiveOperations } from "../features/operations/use-operations.ts";
import { FirstVisitTour } from "../features/guidance/FirstVisitTour.tsx";

/**
 * /planets?galaxyId= (core-play section 2): the player's planets with selection, filters, details and
 * building. The single-planet build dialog lives in the URL (`&planetId=&action=build`), so the deep link
 * and the card's Build button open the same thing.
 */
export function PlanetsPage() {
  const { t } = useTranslation("planets");
  const { galaxyId, player } = useGameContext();
  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player) return <ErrorState message={t("page.playerNotFound")} />;
  return <PlanetsScreen galaxyId={galaxyId} />;
}

function PlanetsScreen({ galaxyId }: { readonly galaxyId: string }) {
  // The cards and the build dialog read the `build` catalogue too: fetched together with `planets`.
  const { t } = useTranslation(["planets", "build"]);
  const planets = usePlanets(galaxyId);
  const stats = usePlayerStats(galaxyId);
  // Force fields now holding one of the player's portals (GET /operations/{galaxyId}/active).
  const operations = useActiveOperations(galaxyId, true);
  const forceFields = useMemo(() => portalForceFields(operations.data), [operations.data]);
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState<PlanetFilters>(DEFAULT_PLANET_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  // "Build Structures" in the detail dialog: the build dialog opens once the detail dialog has gone, as a
  // modal opened during another's exit transition can be left aria-hidden by MUI's modal manager.
  const [buildAfterDetail, setBuildAfterDetail] = useState<string | null>(null);

  const all = useMemo(() => planets.data?.planets ?? [], [planets.data]);
  const shown = useMemo(() => filterAndSortPlanets(all, filters), [all, filters]);
  const selectedPlanets = all.filter((planet) => selected.has(planet.id));
  const detail = all.find((planet) => planet.id === detailId) ?? null;

  const buildParam = search.get("action") === "build" ? search.get("planetId") : null;
  const buildId = buildParam ? fullPlanetId(galaxyId, buildParam) : null;
  const buildPlanet = buildId ? (all.find((planet) => planet.id === buildId) ?? null) : null;

  const openBuild = (planetId: string) => setSearch({ galaxyId, planetId, action: "build" });
  const closeBuild = () => setSearch({ galaxyId });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const header = (
    <PageHeader
      title={t("page.title")}
      subtitle={t("page.subtitle")}
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<SelectAllIcon />}
            disabled={shown.length === 0}
            onClick={() => setSelected(new Set(shown.map((planet) => planet.id)))}
          >
            {t("page.selectAll")}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DeselectIcon />}
            disabled={selected.size === 0}
            onClick={() => setSelected(new Set())}
          >
            {t("page.deselectAll")}
          </Button>
        </>
      }
    />
  );

  if (planets.isPending) {
    return (
      <>
        {header}
        <LoadingState text={t("page.loading")} />
      </>
    );
  }
  if (planets.isError) {
    return (
      <>
        {header}
        <ErrorState message={t("page.loadFailed")} onRetry={() => void planets.refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      <FirstVisitTour tour="build" />
      {selectedPlanets.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="selection-banner">
          {t("page.selected", { count: selectedPlanets.length })}
        </Alert>
      )}
      {buildId && planets.isSuccess && !buildPlanet && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={closeBuild}>
          {t("page.notYours", { planet: planetLabel(buildId) })}
        </Alert>
      )}
      {all.length === 0 ? (
        <EmptyState icon={<PublicIcon fontSize="inherit" />} message={t("page.empty")} />
      ) : (
        <>
          <PlanetFiltersPanel filters={filters} onChange={setFilters} />
          {shown.length === 0 ? (
            <EmptyState message={t("page.noMatch")}>
              <Button onClick={() => setFilters(DEFAULT_PLANET_FILTERS)}>{t("page.clearFilters")}</Button>
            </EmptyState>
          ) : (
            <Box
              sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 300px), 1fr))" }}
              data-testid="planet-list"
            >
              {shown.map((planet) => (
                <PlanetCard
                  key={planet.id}
                  planet={planet}
                  selected={selected.has(planet.id)}
                  onToggleSelected={() => toggle(planet.id)}
                  onOpenDetail={() => setDetailId(planet.id)}
                  onBuild={() => openBuild(planet.id)}
                  forceField={forceFields.get(planet.id)}
                />
              ))}
            </Box>
          )}
        </>
      )}

      {selectedPlanets.length > 0 && (
        <Fab
          variant="extended"
          color="secondary"
          onClick={() => setBulkOpen(true)}
          data-testid="bulk-build-button"
          sx={{ position: "fixed", right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 } }}
        >
          <ConstructionIcon sx={{ mr: 1 }} />
          {t("page.bulkBuild", { count: selectedPlanets.length })}
        </Fab>
      )}

      <PlanetDetailDialog
        planet={detail}
        race={stats.data?.race ?? null}
        forceField={detail ? forceFields.get(detail.id) : null}
        onClose={() => setDetailId(null)}
        onBuild={() => {
          if (!detail) return;
          setBuildAfterDetail(detail.id);
          setDetailId(null);
        }}
        onExited={() => {
          if (buildAfterDetail === null) return;
          setBuildAfterDetail(null);
          openBuild(buildAfterDetail);
        }}
      />
      {buildPlanet && <BuildDialog galaxyId={galaxyId} planets={[buildPlanet]} open onClose={closeBuild} />}
      {bulkOpen && (
        <BuildDialog galaxyId={galaxyId} planets={selectedPlanets} bulk open onClose={() => setBulkOpen(false)} />
      )}
    </>
  );
}
