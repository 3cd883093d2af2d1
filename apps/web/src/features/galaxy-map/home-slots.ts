import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { GalaxyLayout } from "@nova/contract";
import { parsePlanetId } from "@nova/rules";
import { useApi } from "../../auth/auth-context.ts";
import { mapKeys } from "./use-map-data.ts";

/** The server's refusal for exploring a free slot of a home system (fleet-send-service). */
export const HOME_SLOT_RESERVED_MESSAGE = "Home-world slots are reserved for new empires";

/**
 * `x,y` of every home system. Every planet of a home system is a home-world slot (generate-galaxy), so a
 * planet there is reserved for registration whether or not anyone holds it yet: the layout's public
 * `systemType` tells it, no planet field is needed.
 */
export const homeSystemKeys = (layout: Pick<GalaxyLayout, "systems">): ReadonlySet<string> =>
  new Set(layout.systems.filter((s) => s.systemType === "home").map((s) => `${s.x},${s.y}`));

/** Whether a planet (full id `galaxy:x,y:n` or its coordinates) lies in a home system. */
export const isHomeSlot = (
  planet: string | { readonly x: number; readonly y: number },
  homes: ReadonlySet<string>,
): boolean => {
  const at = typeof planet === "string" ? parsePlanetId(planet) : planet;
  return at !== null && homes.has(`${at.x},${at.y}`);
};

/** The home systems of a galaxy from the map layout (shared cache with the maps); null until loaded. */
export const useHomeSystems = (galaxyId: string, enabled = true): ReadonlySet<string> | null => {
  const api = useApi();
  const layout = useQuery({
    queryKey: mapKeys.layout(galaxyId),
    queryFn: ({ signal }) => api.call("layout", { params: { galaxyId }, signal }),
    staleTime: 5 * 60_000,
    enabled,
    retry: false,
  });
  return useMemo(() => (layout.data ? homeSystemKeys(layout.data) : null), [layout.data]);
};
