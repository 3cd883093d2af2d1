import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import type { Planet } from "@nova/contract";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import type { Viewer } from "../../map/scene.ts";
import { SystemPlanetCard } from "./SystemPlanetCard.tsx";
import { useReloadMapSoon } from "./use-map-data.ts";

interface Props {
  readonly galaxyId: string;
  readonly query: {
    isPending: boolean;
    isError: boolean;
    data?: { planets: Planet[] } | undefined;
    refetch: () => unknown;
  };
  readonly viewer: Viewer;
  /** A family home system: its free planets are reserved for new empires. */
  readonly homeSystem: boolean;
  readonly onView: (planet: Planet) => void;
}

export function SystemPlanetList({ galaxyId, query, viewer, homeSystem, onView }: Props) {
  const { t } = useTranslation("map");
  const reloadSoon = useReloadMapSoon(galaxyId);
  if (query.isPending) return <LoadingState text={t("system.scanning")} />;
  if (query.isError || !query.data) {
    return <ErrorState message={t("system.planetsFailed")} onRetry={() => void query.refetch()} />;
  }
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {query.data.planets.map((p) => (
        <SystemPlanetCard
          key={p.id}
          galaxyId={galaxyId}
          planet={p}
          viewer={viewer}
          onView={onView}
          reservedSlot={homeSystem && p.ownerId === null}
          onChanged={reloadSoon}
        />
      ))}
    </Box>
  );
}
