import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../auth/auth-context.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { buildScene, type MapScene, type Viewer } from "../../map/scene.ts";

/** Ownership on the map is refreshed this often (and after actions). */
export const MAP_REFRESH_MS = 60_000;

export const mapKeys = {
  layout: (galaxyId: string) => ["map-layout", galaxyId] as const,
  systems: (galaxyId: string) => ["map-systems", galaxyId] as const,
  families: (galaxyId: string) => ["map-families", galaxyId] as const,
  ownPlanets: (galaxyId: string) => ["map-own-planets", galaxyId] as const,
  players: (galaxyId: string) => ["map-players", galaxyId] as const,
  fleets: (galaxyId: string) => ["map-fleets", galaxyId] as const,
  systemPlanets: (galaxyId: string, x: number, y: number) => ["map-system-planets", galaxyId, x, y] as const,
};

/**
 * Everything both maps draw. Only the layout is essential ('Failed to load galaxy map. Please try again.');
 * ownership, the player's planets, families and stats fail silently and the map just shows less.
 */
export const useMapData = (galaxyId: string, playerId: string | null) => {
  const api = useApi();
  const layout = useQuery({
    queryKey: mapKeys.layout(galaxyId),
    queryFn: ({ signal }) => api.call("layout", { params: { galaxyId }, signal }),
    staleTime: 5 * 60_000,
  });
  const systems = useQuery({
    queryKey: mapKeys.systems(galaxyId),
    queryFn: ({ signal }) => api.call("systems", { params: { galaxyId }, signal }),
    refetchInterval: MAP_REFRESH_MS,
    retry: false,
  });
  const families = useQuery({
    queryKey: mapKeys.families(galaxyId),
    queryFn: ({ signal }) => api.call("families", { params: { galaxyId }, signal }),
    retry: false,
  });
  const ownPlanets = useQuery({
    queryKey: mapKeys.ownPlanets(galaxyId),
    queryFn: ({ signal }) => api.call("planets", { params: { galaxyId }, signal }),
    enabled: playerId !== null,
    retry: false,
  });
  // Which owners are NPC empires (their own relation and shape on the grid map, issue 15).
  const players = useQuery({
    queryKey: mapKeys.players(galaxyId),
    queryFn: ({ signal }) => api.call("galaxyPlayers", { params: { galaxyId }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const stats = usePlayerStats(galaxyId, playerId !== null);
  const npcPlayers = useMemo(
    () => new Set((players.data?.players ?? []).filter((p) => p.isNpc).map((p) => p.playerId)),
    [players.data],
  );

  const viewer: Viewer = useMemo(
    () => ({ playerId, familyId: stats.data?.familyId ?? null }),
    [playerId, stats.data?.familyId],
  );

  const scene: MapScene | null = useMemo(() => {
    if (!layout.data) return null;
    const family = families.data?.families.find((f) => f.id === viewer.familyId);
    return buildScene({
      layout: layout.data,
      owners: systems.data?.systems,
      viewer,
      ownPlanets: ownPlanets.data?.planets.map((p) => ({
        coordinates: p.coordinates,
        isHomeWorld: p.isHomeWorld,
        hasPortal: p.buildings.some((b) => b.type === "portal" && b.count > 0),
      })),
      familyHome: family?.homeCoordinates ?? null,
      npcPlayers,
    });
  }, [layout.data, systems.data, ownPlanets.data, families.data, viewer, npcPlayers]);

  const refresh = () => {
    void systems.refetch();
    void ownPlanets.refetch();
  };

  // Systems holding at least one of the player's planets. A system's owner is whoever holds most of it
  // (docs/decisions.md, item 18), so a new empire sharing its family's home system "controls" none.
  const heldSystems = useMemo(
    () =>
      ownPlanets.data
        ? new Set(ownPlanets.data.planets.map((p) => `${p.coordinates.x},${p.coordinates.y}`)).size
        : null,
    [ownPlanets.data],
  );

  return { layout, scene, viewer, stats, refresh, heldSystems };
};

/** Fleets for the map, only while the Fleets toggle is on; an error just means none are drawn. */
export const useMapFleets = (galaxyId: string, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: mapKeys.fleets(galaxyId),
    queryFn: ({ signal }) => api.call("fleets", { params: { galaxyId }, signal }),
    enabled,
    refetchInterval: enabled ? 30_000 : false,
    retry: false,
  });
};

/** The planets of one system (own planets in full, others' public view). */
export const useSystemPlanets = (galaxyId: string, system: { x: number; y: number } | null) => {
  const api = useApi();
  return useQuery({
    queryKey: mapKeys.systemPlanets(galaxyId, system?.x ?? -1, system?.y ?? -1),
    queryFn: ({ signal }) =>
      api.call("systemPlanets", { params: { galaxyId, systemId: `${system?.x},${system?.y}` }, signal }),
    enabled: system !== null,
  });
};

/** After a successful action from the map, the map and drawer reload about 1 s later (core-play section 4). */
export const MAP_RELOAD_DELAY_MS = 1000;

export const useReloadMapSoon = (galaxyId: string) => {
  const client = useQueryClient();
  return () => {
    setTimeout(() => {
      for (const key of [mapKeys.systems(galaxyId), mapKeys.ownPlanets(galaxyId), mapKeys.fleets(galaxyId)]) {
        void client.invalidateQueries({ queryKey: key });
      }
      void client.invalidateQueries({ queryKey: ["map-system-planets", galaxyId] });
    }, MAP_RELOAD_DELAY_MS);
  };
};
