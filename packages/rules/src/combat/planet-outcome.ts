import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import type { BuildingCounts } from "../economy/empire-state.ts";
import type { PlanetAftermath, PlanetOutcome } from "./battle-types.ts";
import type { CombatConfig } from "./combat-config.ts";

/**
 * The planet's fate (rules.md 12.6) from the ground battle and `r = attackerNW / defenderNW`:
 * defended unless the attacker won; then captured (r ≤ 1.5), razed (r ≤ 2.86) or destroyed.
 */
export const decidePlanetOutcome = (attackerWins: boolean, ratio: number, config: CombatConfig): PlanetOutcome => {
  if (!attackerWins) return "defended";
  if (ratio <= config.razeRatio) return "captured";
  if (ratio <= config.destroyRatio) return "razed";
  return "destroyed";
};

export interface PlanetBefore {
  readonly size: number;
  readonly buildings: BuildingCounts;
  readonly population: number;
}

/**
 * What the battle does to the planet (rules.md 12.4 phase 1, 12.6). Phase-1 lasers are lost in every outcome.
 * A taken planet (captured or razed) loses its portal; razing destroys `floor(50%)` of every other building type
 * and halves the population (floor); destruction removes everything. A taken planet left with nobody on it
 * starts again with population = size (rules.md 7).
 */
export const planetAftermath = (
  outcome: PlanetOutcome,
  planet: PlanetBefore,
  lasersDestroyed: number,
  config: CombatConfig,
): PlanetAftermath => {
  const after = {} as Record<BuildingType, number>;
  const destroyed: Partial<Record<BuildingType, number>> = {};
  for (const type of BUILDING_TYPES) {
    const before = Math.max(0, planet.buildings[type] ?? 0);
    let lost = type === "laser" ? Math.min(before, lasersDestroyed) : 0;
    if (outcome === "destroyed") lost = before;
    else if (outcome !== "defended" && type === "portal") lost = before;
    else if (outcome === "razed") lost += Math.floor((before - lost) / 2);
    after[type] = before - lost;
    if (lost > 0) destroyed[type] = lost;
  }
  const ownership = outcome === "defended" ? "defender" : outcome === "destroyed" ? "nobody" : "attacker";
  let population = planet.population;
  if (outcome === "razed") population = Math.floor(population / 2);
  if (outcome === "destroyed") population = 0;
  if (ownership === "attacker" && population <= 0) population = planet.size;
  return {
    ownership,
    ownershipChanges: ownership !== "defender",
    lasersDestroyed: Math.min(Math.max(0, planet.buildings.laser ?? 0), lasersDestroyed),
    buildingsDestroyed: destroyed,
    buildingsAfter: after,
    populationAfter: population,
    uninhabitableTurns: outcome === "destroyed" ? config.uninhabitableTurns : 0,
  };
};
