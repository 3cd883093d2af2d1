import { gridDistance, type GridPoint } from "./travel.ts";

/** A planet as the distance rules see it: its id and its system's coordinates. */
export interface PlanetPoint extends GridPoint {
  readonly planetId: string;
}

/** A portal planet of the sender; `blocked` is true while a force field holds its portal (rules.md 14.3). */
export interface PortalPlanet extends PlanetPoint {
  readonly blocked: boolean;
}

/**
 * Orders planet ids naturally: digit runs compare as numbers, so "g:9,4:2" comes before "g:10,4:1".
 * Used only to break distance ties, so any total order would be fair; this one reads as "lowest id".
 */
export const comparePlanetIds = (a: string, b: string): number => {
  const partsA = a.match(/\d+|\D+/g) ?? [];
  const partsB = b.match(/\d+|\D+/g) ?? [];
  const length = Math.min(partsA.length, partsB.length);
  for (let i = 0; i < length; i++) {
    const pa = partsA[i] as string;
    const pb = partsB[i] as string;
    if (pa === pb) continue;
    const numeric = /^\d/.test(pa) && /^\d/.test(pb);
    if (numeric && Number(pa) !== Number(pb)) return Number(pa) - Number(pb);
    return pa < pb ? -1 : 1;
  }
  return partsA.length - partsB.length || (a < b ? -1 : a > b ? 1 : 0);
};

/** The planet nearest to `target` (ties: lowest planet id), or null for an empty list. */
export const nearestPlanet = <P extends PlanetPoint>(planets: readonly P[], target: GridPoint): P | null => {
  let best: P | null = null;
  let bestDistance = Infinity;
  for (const planet of planets) {
    const distance = gridDistance(planet, target);
    if (
      best === null ||
      distance < bestDistance ||
      (distance === bestDistance && comparePlanetIds(planet.planetId, best.planetId) < 0)
    ) {
      best = planet;
      bestDistance = distance;
    }
  }
  return best;
};

/**
 * Where a fleet leaving the home fleet departs (rules.md 11.4, IC S12): the sender's unblocked portal planet
 * nearest to the target, ties to the lowest planet id; null when every portal is blocked (or there is none).
 */
export const departurePortal = <P extends PortalPlanet>(portals: readonly P[], target: GridPoint): P | null =>
  nearestPlanet(
    portals.filter((portal) => !portal.blocked),
    target,
  );
