import { ceilAmount, floorAmount } from "./rounding.ts";

/** Base growth per turn (IC S7), multiplied by the race's populationGrowth bonus. */
export const POPULATION_GROWTH = 0.05;
/** Share of a planet's people lost per turn of food shortage (rules.md 6.2). */
export const SHORTAGE_POPULATION_LOSS = 0.02;
/** A planet with this many people or fewer is reseeded when the empire has food. */
const RESEED_THRESHOLD = 1;
/** People a reseeded planet starts again with (and the cap it needs to be reseeded). */
export const RESEED_POPULATION = 100;

export interface PlanetGrowthInput {
  readonly population: number;
  /** The planet's maxPopulation (empire/population.ts) this turn. */
  readonly cap: number;
  /** The race's populationGrowth multiplier (1 = none). */
  readonly growthMultiplier: number;
  readonly foodShortage: boolean;
}

/**
 * A planet's population after one turn (rules.md 7):
 * - food shortage: no growth, loses ceil(2%);
 * - ≤ 1 person and a cap of at least 100: reseeded to 100;
 * - otherwise grows by floor(pop × 5% × race growth), and by at least 1 person while it has anyone, so a
 *   planet of 2–19 people is not stuck forever (docs/economy.md).
 * The result never exceeds the cap (a planet above it drops to it) and is never negative.
 */
export const grownPopulation = (input: PlanetGrowthInput): number => {
  const population = Math.max(0, input.population);
  const cap = Math.max(0, input.cap);
  let next: number;
  if (input.foodShortage) next = population - ceilAmount(population * SHORTAGE_POPULATION_LOSS);
  else if (population <= RESEED_THRESHOLD && cap >= RESEED_POPULATION) next = RESEED_POPULATION;
  else if (population === 0) next = 0;
  else next = population + Math.max(1, floorAmount(population * POPULATION_GROWTH * input.growthMultiplier));
  return Math.max(0, Math.min(cap, next));
};
