import { useEffect, useMemo, useState } from "react";
import type { Fleet } from "@nova/contract";
import { fleetOnMap, type FleetOnMap } from "../../map/fleet-path.ts";

/** Fleet markers move along their routes: positions are recomputed this often while any fleet travels. */
export const FLEET_TICK_MS = 1000;
/** With "reduce motion" they are not animated: they jump to where they are twice a minute. */
export const FLEET_TICK_REDUCED_MS = 30_000;

/** The player asked the system for less motion (issue 15): fleets then move only when fresh data arrives. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The traveling fleets to draw, at their current positions: moved once a second, or every 30 s with
 * "reduce motion" (issue 15).
 */
export const useFleetMarkers = (fleets: readonly Fleet[] | undefined, enabled: boolean): FleetOnMap[] => {
  const traveling = enabled && (fleets ?? []).some((f) => f.status === "traveling");
  const tick = prefersReducedMotion() ? FLEET_TICK_REDUCED_MS : FLEET_TICK_MS;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!traveling) return;
    const timer = window.setInterval(() => setNow(Date.now()), tick);
    return () => window.clearInterval(timer);
  }, [traveling, tick]);
  return useMemo(() => {
    if (!enabled || !fleets) return [];
    return fleets.flatMap((f) => {
      const drawn = fleetOnMap(f, now);
      return drawn ? [drawn] : [];
    });
  }, [enabled, fleets, now]);
};
