import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import Button from "@mui/material/Button";
import GridOnIcon from "@mui/icons-material/GridOn";
import { EmptyState } from "../components/EmptyState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { galaxyQuery, useGameContext } from "../features/game/use-game-context.ts";

// three.js and the 3D renderer load only when this screen opens, in their own chunks.
const Galaxy3DView = lazy(() => import("../map3d/Galaxy3DView.tsx"));

/** /map-3d and /galaxy-map-3d (social-and-advanced section 2). */
export function Map3DPage() {
  const { t } = useTranslation("map");
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.threeDSubtitle")}
        actions={
          galaxyId && (
            <Button
              startIcon={<GridOnIcon />}
              onClick={() => void navigate(`/galaxy-map-grid${galaxyQuery(galaxyId)}`)}
            >
              {t("page.toGrid")}
            </Button>
          )
        }
      />
      {galaxyId ? (
        <Suspense fallback={<LoadingState text={t("page.loading3d")} />}>
          <Galaxy3DView galaxyId={galaxyId} playerId={player?.playerId ?? null} />
        </Suspense>
      ) : (
        <EmptyState message={t("page.noGalaxy")} />
      )}
    </>
  );
}
