import Box from "@mui/material/Box";
import type { Planet } from "@nova/contract";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import type { Viewer } from "../../map/scene.ts";
import { SystemPlanetCard } from "./SystemPlanetCard.tsx";

interface Props {
  readonly query: {
    isPending: boolean;
    isError: boolean;
    data?: { planets: Planet[] } | undefined;
    refetch: () => unknown;
  };
  readonly viewer: Viewer;
  readonly onView: (planet: Planet) => void;
}

export function SystemPlanetList({ query, viewer, onView }: Props) {
  if (query.isPending) return <LoadingState text="Scanning planets..." />;
  if (query.isError || !query.data) {
    return <ErrorState message="Failed to load the system's planets." onRetry={() => void query.refetch()} />;
  }
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {query.data.planets.map((p) => (
        <SystemPlanetCard key={p.id} planet={p} viewer={viewer} onView={onView} />
      ))}
    </Box>
  );
}
