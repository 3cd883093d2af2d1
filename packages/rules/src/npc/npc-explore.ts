import { UNITS } from "../catalogue/units.ts";
import { DAILY_LIMITS } from "../build/daily-limits.ts";
import { canExplore, explorationFee } from "../fleet/exploration.ts";
import { nearestPlanet, type PlanetPoint } from "../fleet/nearest-planet.ts";
import { gridDistance, travelTurns } from "../fleet/travel.ts";

/** How far around its planets (in systems, each way) an NPC looks for a planet to explore. */
export const NPC_EXPLORE_RADIUS = 6;

export interface NpcOwnedPlanet extends PlanetPoint {
  readonly size: number;
  /** Completed buildings. */
  readonly built: number;
}

export interface NpcExploreInput {
  readonly owned: readonly NpcOwnedPlanet[];
  /** Unclaimed planets nearby that are not home-world slots and not already an explorer's target. */
  readonly candidates: readonly PlanetPoint[];
  /** Explorers waiting in the home fleet. */
  readonly homeExplorers: number;
  readonly explorersInTraining: number;
  /** Explorers ordered in the last 24 hours (the daily limit). */
  readonly explorersOrderedToday: number;
  /** The NPC's explorers on their way somewhere. */
  readonly explorersTraveling: number;
  /** Credits left after this action's other orders. */
  readonly credits: number;
  readonly raceSpeed: number;
}

export type NpcExploreDecision =
  | { readonly kind: "none" }
  | { readonly kind: "train" }
  | {
      readonly kind: "send";
      readonly targetPlanetId: string;
      readonly originPlanetId: string;
      readonly fee: number;
      readonly turns: number;
    };

/**
 * Step 4 of an NPC's turn (rules.md 16): explore when the 50% rule allows and it holds at least twice an
 * explorer's price plus the fee; one explorer out at a time, to the unclaimed planet nearest its own, from the
 * owned planet nearest that one. Without an explorer at home it trains one (within the daily limit) and sends
 * it on a later turn.
 */
export const planNpcExploration = (input: NpcExploreInput): NpcExploreDecision => {
  const none = { kind: "none" } as const;
  if (input.explorersTraveling > 0 || input.owned.length === 0 || input.candidates.length === 0) return none;
  const built = input.owned.reduce((sum, p) => sum + p.built, 0);
  const size = input.owned.reduce((sum, p) => sum + p.size, 0);
  if (canExplore({ completedBuildings: built, totalSize: size }) !== null) return none;

  let best: { target: PlanetPoint; origin: NpcOwnedPlanet; distance: number } | null = null;
  for (const target of input.candidates) {
    const origin = nearestPlanet(input.owned, target);
    if (!origin) continue;
    const distance = gridDistance(origin, target);
    if (!best || distance < best.distance || (distance === best.distance && target.planetId < best.target.planetId))
      best = { target, origin, distance };
  }
  if (!best) return none;
  const fee = explorationFee(input.owned.length, best.distance, false);
  if (input.credits < 2 * (UNITS.explorer.cost.credits + fee)) return none;
  if (input.homeExplorers > 0) {
    return {
      kind: "send",
      targetPlanetId: best.target.planetId,
      originPlanetId: best.origin.planetId,
      fee,
      turns: travelTurns(best.distance, input.raceSpeed),
    };
  }
  if (input.explorersInTraining === 0 && input.explorersOrderedToday < DAILY_LIMITS.explorer) return { kind: "train" };
  return none;
};
