import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Fleet } from "@nova/contract";
import { homeFleetId } from "@nova/rules";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { useTurnInfo } from "../empire/use-turn-info.ts";
import { fleetKeys } from "./fleet-keys.ts";
import type { OwnedPlanet, TurnClock } from "./send-preview.ts";
import { useActiveEffects, useActiveOperations } from "../operations/use-operations.ts";

/** Fleet Management refreshes every 10 s (and after every action). */
export const FLEETS_REFRESH_MS = 10_000;

/** The player's fleets: GET /fleets/{galaxyId}. `refetchInterval` polls (the page uses 10 s). */
export const useFleetList = (galaxyId: string, options: { enabled?: boolean; refetchInterval?: number } = {}) => {
  const api = useApi();
  return useQuery({
    queryKey: fleetKeys.fleets(galaxyId),
    queryFn: ({ signal }) => api.call("fleets", { params: { galaxyId }, signal }),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
};

/** The home fleet (`{galaxyId}:{playerId}:home`) in a fleet list, by id or by its flag. */
export const findHomeFleet = (
  fleets: readonly Fleet[] | undefined,
  galaxyId: string,
  playerId: string | null,
): Fleet | null => {
  if (!fleets) return null;
  const id = playerId ? homeFleetId(galaxyId, playerId) : null;
  return fleets.find((f) => f.id === id) ?? fleets.find((f) => f.isHomeFleet) ?? null;
};

/** The player's own planets: GET /galaxy/planets/{galaxyId} (shared cache with the Planets screen). */
export const useOwnPlanets = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.planets(galaxyId),
    queryFn: ({ signal }) => api.call("planets", { params: { galaxyId }, signal }),
    enabled,
  });
};

export interface SendContext {
  readonly owned: readonly OwnedPlanet[];
  readonly race: string | null;
  readonly clock: TurnClock | null;
  /** Completed buildings and total size over every owned planet (the exploration 50% rule). */
  readonly built: { readonly completedBuildings: number; readonly totalSize: number } | null;
  /** Space Amazement is on the empire (the exploration fee is 40% lower). */
  readonly spaceAmazement: boolean;
}

/** What the fee and travel previews need: owned planets (and which portals a force field holds), the race (speed) and the turn clock. */
export const useSendContext = (galaxyId: string, enabled: boolean): SendContext => {
  const planets = useOwnPlanets(galaxyId, enabled);
  const stats = usePlayerStats(galaxyId, enabled);
  const turn = useTurnInfo(enabled ? galaxyId : null);
  const effects = useActiveEffects(galaxyId, enabled);
  // Force fields now holding a portal anywhere (plain to see): the previews go around the sender's own.
  const operations = useActiveOperations(galaxyId, enabled);
  return useMemo(() => {
    const list = planets.data?.planets ?? [];
    const fielded = new Set(
      (operations.data?.allPortalEffects ?? [])
        .filter((e) => e.effectType === "portal_force_field")
        .map((e) => e.planetId),
    );
    return {
      owned: list.map((p) => ({
        id: p.id,
        x: p.coordinates.x,
        y: p.coordinates.y,
        hasPortal: p.buildings.some((b) => b.type === "portal" && b.count > 0),
        isHomeWorld: p.isHomeWorld,
        portalBlocked: fielded.has(p.id),
      })),
      race: stats.data?.race ?? null,
      clock: turn.data ? { nextTurnAt: turn.data.nextTurnAt, turnLengthMinutes: turn.data.turnLengthMinutes } : null,
      built: planets.data
        ? {
            completedBuildings: list.reduce((sum, p) => sum + p.buildings.reduce((s, b) => s + b.count, 0), 0),
            totalSize: list.reduce((sum, p) => sum + p.size, 0),
          }
        : null,
      spaceAmazement: (effects.data?.affectingPlayer ?? []).some((e) => e.effectType === "space_amazement"),
    };
  }, [planets.data, stats.data, turn.data, effects.data, operations.data]);
};

/** Refreshes what a fleet order changes: fleets, credits, planets and the logs. */
export const useRefreshAfterOrder = (galaxyId: string) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fleetKeys.fleets(galaxyId) }),
      client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
      client.invalidateQueries({ queryKey: queryKeys.planets(galaxyId) }),
      client.invalidateQueries({ queryKey: fleetKeys.empireLog(galaxyId) }),
      client.invalidateQueries({ queryKey: ["events", galaxyId] }),
    ]).then(() => undefined);
};
