import { effectiveHabitability, type PlanetType } from "../catalogue/planet-types.ts";

/** Max population added by one living quarters building. */
export const LIVING_QUARTERS_POPULATION = 650;

/**
 * A planet's population cap (rules.md 5.1): floor((40 × size × habitability + 650 × LQ) × (1 + welfare)).
 * `welfareBonus` is the welfare science bonus as a fraction (0.1 = +10%).
 */
export const maxPopulation = (size: number, type: PlanetType, livingQuarters: number, welfareBonus = 0): number =>
  Math.floor(
    (40 * size * effectiveHabitability(type) + LIVING_QUARTERS_POPULATION * livingQuarters) * (1 + welfareBonus),
  );
