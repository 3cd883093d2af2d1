import { because, refuse } from "../refusal.ts";
import { ceilAmount } from "../economy/rounding.ts";
import type { FleetViolation } from "./fleet-violation.ts";
import { nearestPlanet, type PlanetPoint } from "./nearest-planet.ts";
import type { GridPoint } from "./travel.ts";

/** Fee per planet already owned (rules.md 11.5, IC S2). */
export const EXPLORATION_FEE_PER_PLANET = 1500;
/** Fee per unit of distance from the nearest owned planet (rules.md 11.5, IC S2). */
export const EXPLORATION_FEE_PER_DISTANCE = 100;
/** Space Amazement takes 40% off the fee (rules.md 14.3). */
export const SPACE_AMAZEMENT_FEE_FACTOR = 0.6;
/** The spec's text when too little of the empire is built (rules.md 18). */
export const EXPLORE_BUILT_SHARE_MESSAGE = "You must have 50% of your planet space built to explore";

/**
 * Credits to send an explorer (rules.md 11.5):
 * `ceil((1500 × planetsOwned + 100 × distance) × (spaceAmazement ? 0.6 : 1))`.
 */
export const explorationFee = (
  planetsOwned: number,
  distanceFromNearestOwned: number,
  spaceAmazement: boolean,
): number => {
  const base =
    EXPLORATION_FEE_PER_PLANET * Math.max(0, planetsOwned) +
    EXPLORATION_FEE_PER_DISTANCE * Math.max(0, distanceFromNearestOwned);
  return ceilAmount(base * (spaceAmazement ? SPACE_AMAZEMENT_FEE_FACTOR : 1));
};

/** Completed buildings and total size over every owned planet (queued buildings do not count). */
export interface BuiltShare {
  readonly completedBuildings: number;
  readonly totalSize: number;
}

/** The 50% rule (rules.md 11.5, IC S2): null when completed buildings fill at least half of all planet space. */
export const canExplore = (empire: BuiltShare): FleetViolation | null =>
  2 * empire.completedBuildings >= empire.totalSize
    ? null
    : because("explore_built_share", refuse("invalid_action", EXPLORE_BUILT_SHARE_MESSAGE));

/** Where an explorer starts and the fee's distance is measured from (rules.md 11.5): the nearest owned planet. */
export const nearestOwnedPlanet = <P extends PlanetPoint>(owned: readonly P[], target: GridPoint): P | null =>
  nearestPlanet(owned, target);
