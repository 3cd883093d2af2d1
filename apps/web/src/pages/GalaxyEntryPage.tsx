import { Navigate, useParams } from "react-router";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { useGalaxies } from "../features/galaxies/use-galaxies.ts";
import { galaxyQuery } from "../features/game/use-game-context.ts";
import { useTranslation } from "react-i18next";

/**
 * /galaxy/{galaxyId}, the target of 'View Galaxy' on the creation status page: the galaxy's dashboard when
 * the user plays there, empire creation when they may join, else the galaxy list.
 */
export function GalaxyEntryPage() {
  const { galaxyId = "" } = useParams();
  const { t } = useTranslation("galaxies");
  const galaxies = useGalaxies();
  if (galaxies.isPending) return <LoadingState text={t("entry.opening")} />;
  if (galaxies.isError) return <ErrorState message={t("list.failed")} />;
  const galaxy = galaxies.data.galaxies.find((g) => g.id === galaxyId);
  // A galaxy created moments ago may be missing from a cached list that is being refreshed.
  if (!galaxy && galaxies.isFetching) return <LoadingState text={t("entry.opening")} />;
  if (!galaxy) return <Navigate to="/galaxies" replace />;
  if (galaxy.playerId) return <Navigate to={`/dashboard${galaxyQuery(galaxy.id)}`} replace />;
  if (galaxy.canJoin) return <Navigate to={`/create-character/${encodeURIComponent(galaxy.id)}`} replace />;
  return <Navigate to="/galaxies" replace />;
}
