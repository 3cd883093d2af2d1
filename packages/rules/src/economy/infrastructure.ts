import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import type { PlanetState } from "./empire-state.ts";
import { planetTotals, totalBuildings } from "./empire-totals.ts";

/** The dashboard's Building Infrastructure figures (core-play section 2) over an empire's planets. */
export interface InfrastructureSummary {
  /** Completed buildings over every planet. */
  readonly totalBuildings: number;
  /** Buildings under construction over every planet. */
  readonly inProgress: number;
  /** Building slots over every planet (the sum of sizes). */
  readonly totalSpace: number;
  /** Slots left over every planet: each planet's size less its completed and started buildings, never below 0. */
  readonly freeSpace: number;
  /** Every building type in the catalogue's order, with its count and share of all completed buildings (0 to 100). */
  readonly perType: { type: BuildingType; count: number; percent: number }[];
}

/** `inProgress(planetId)`: the buildings started on that planet and not yet complete. */
export const infrastructureSummary = (
  planets: readonly PlanetState[],
  inProgress: (planetId: string) => number,
): InfrastructureSummary => {
  const { buildings } = planetTotals(planets);
  const completed = BUILDING_TYPES.reduce((sum, type) => sum + buildings[type], 0);
  let started = 0;
  let totalSpace = 0;
  let freeSpace = 0;
  for (const planet of planets) {
    const building = inProgress(planet.id);
    started += building;
    totalSpace += planet.size;
    freeSpace += Math.max(0, planet.size - totalBuildings([planet]) - building);
  }
  return {
    totalBuildings: completed,
    inProgress: started,
    totalSpace,
    freeSpace,
    perType: BUILDING_TYPES.map((type) => ({
      type,
      count: buildings[type],
      percent: completed > 0 ? (buildings[type] / completed) * 100 : 0,
    })),
  };
};
