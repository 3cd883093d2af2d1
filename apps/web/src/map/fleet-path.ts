/** What the map needs of a fleet (core-play section 4). */
export interface FleetTrack {
  readonly status: string;
  readonly action: string | null;
  readonly startedAt: string | null;
  readonly arrivesAt: string | null;
  readonly currentPosition: { readonly x: number; readonly y: number } | null;
  readonly sourcePlanetCoordinates: { readonly x: number; readonly y: number } | null;
  readonly targetPlanetCoordinates: { readonly x: number; readonly y: number } | null;
  readonly portalCoordinates: { readonly x: number; readonly y: number } | null;
}

export interface FleetOnMap {
  readonly x: number;
  readonly y: number;
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly progress: number;
  readonly attack: boolean;
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Share of the trip done at `nowMs`: elapsed over total time, clamped 0 to 1. */
export const travelProgress = (startedAt: string | null, arrivesAt: string | null, nowMs: number): number => {
  const start = startedAt ? Date.parse(startedAt) : NaN;
  const end = arrivesAt ? Date.parse(arrivesAt) : NaN;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 1;
  return Math.min(1, Math.max(0, (nowMs - start) / (end - start)));
};

/**
 * Where a fleet is drawn, or null when it is not drawn: only traveling fleets with both coordinates are.
 * A reported position wins; otherwise the straight line from source to target, or — through a portal —
 * at the portal for the first half and from the portal to the target in the second.
 */
export const fleetOnMap = (fleet: FleetTrack, nowMs: number): FleetOnMap | null => {
  const from = fleet.sourcePlanetCoordinates;
  const to = fleet.targetPlanetCoordinates;
  if (fleet.status !== "traveling" || !from || !to) return null;
  const progress = travelProgress(fleet.startedAt, fleet.arrivesAt, nowMs);
  const attack = fleet.action === "attack";
  if (fleet.currentPosition) return { ...fleet.currentPosition, from, to, progress, attack };
  const portal = fleet.portalCoordinates;
  if (portal) {
    if (progress < 0.5) return { x: portal.x, y: portal.y, from: portal, to, progress, attack };
    const t = (progress - 0.5) * 2;
    return { x: lerp(portal.x, to.x, t), y: lerp(portal.y, to.y, t), from: portal, to, progress, attack };
  }
  return { x: lerp(from.x, to.x, progress), y: lerp(from.y, to.y, progress), from, to, progress, attack };
};
