import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import type { PlanetState } from "./empire-state.ts";

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
  const counts = new Map<BuildingType, number>(BUILDING_TYPES.map((type) => [type, 0]));
  let totalBuildings = 0;
  let started = 0;
  let totalSpace = 0;
  let freeSpace = 0;
  for (const planet of planets) {
    let built = 0;
    for (const type of BUILDING_TYPES) {
      const count = planet.buildings[type] ?? 0;
      built += count;
      counts.set(type, (counts.get(type) ?? 0) + count);
    }
    const building = inProgress(planet.id);
    totalBuildings += built;
    started += building;
    totalSpace += planet.size;
    freeSpace += Math.max(0, planet.size - built - building);
  }
  return {
    totalBuildings,
    inProgress: started,
    totalSpace,
    freeSpace,
    perType: BUILDING_TYPES.map((type) => {
      const count = counts.get(type) ?? 0;
      return { type, count, percent: totalBuildings > 0 ? (count / totalBuildings) * 100 : 0 };
    }),
  };
};
