import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import Button from "@mui/material/Button";
import ViewInArIcon from "@mui/icons-material/ViewInAr";
import { EmptyState } from "../components/EmptyState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { galaxyQuery, useGameContext } from "../features/game/use-game-context.ts";
import { GridMapView } from "../map2d/GridMapView.tsx";
import { FirstVisitTour } from "../features/guidance/FirstVisitTour.tsx";

/** /map-grid and /galaxy-map-grid (core-play section 2). */
export function GridMapPage() {
  const { t } = useTranslation("map");
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.gridSubtitle")}
        actions={
          galaxyId && (
            <Button
              startIcon={<ViewInArIcon />}
              onClick={() => void navigate(`/galaxy-map-3d${galaxyQuery(galaxyId)}`)}
            >
              {t("page.to3d")}
            </Button>
          )
        }
      />
      {galaxyId ? (
        <>
          <GridMapView galaxyId={galaxyId} playerId={player?.playerId ?? null} />
          {player && <FirstVisitTour tour="map" />}
        </>
      ) : (
        <EmptyState message={t("page.noGalaxy")} />
      )}
    </>
  );
}
