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
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Galaxy Map"
        subtitle="2D Grid View"
        actions={
          galaxyId && (
            <Button
              startIcon={<ViewInArIcon />}
              onClick={() => void navigate(`/galaxy-map-3d${galaxyQuery(galaxyId)}`)}
            >
              3D View
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
        <EmptyState message="Choose a galaxy first to see its map." />
      )}
    </>
  );
}
