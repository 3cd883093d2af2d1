import { useEffect, useMemo, useState } from "react";
import type { Fleet } from "@nova/contract";
import { fleetOnMap, type FleetOnMap } from "../../map/fleet-path.ts";

/** Fleet markers move along their routes: positions are recomputed this often while any fleet travels. */
export const FLEET_TICK_MS = 1000;

/** The traveling fleets to draw, at their current positions. */
export const useFleetMarkers = (fleets: readonly Fleet[] | undefined, enabled: boolean): FleetOnMap[] => {
  const traveling = enabled && (fleets ?? []).some((f) => f.status === "traveling");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!traveling) return;
    const timer = window.setInterval(() => setNow(Date.now()), FLEET_TICK_MS);
    return () => window.clearInterval(timer);
  }, [traveling]);
  return useMemo(() => {
    if (!enabled || !fleets) return [];
    return fleets.flatMap((f) => {
      const drawn = fleetOnMap(f, now);
      return drawn ? [drawn] : [];
    });
  }, [enabled, fleets, now]);
};
