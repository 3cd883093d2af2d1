import type { Planet } from "@nova/contract";
import { BUILDING_TYPES, type BuildingType } from "@nova/rules";
import { builtCount, freeSpace } from "../planets/planet-facts.ts";

export interface InfrastructureSummary {
  readonly totalBuildings: number;
  readonly inProgress: number;
  /** Building slots over every planet (the sum of sizes). */
  readonly totalSpace: number;
  readonly freeSpace: number;
  /** Every building type, with its count and share of all completed buildings (0 to 100). */
  readonly perType: readonly { type: BuildingType; count: number; percent: number }[];
}

/** The dashboard's Building Infrastructure figures (core-play section 2) over the player's planets. */
export const infrastructureSummary = (planets: readonly Planet[]): InfrastructureSummary => {
  const totalBuildings = planets.reduce((sum, planet) => sum + builtCount(planet), 0);
  const counts = new Map<BuildingType, number>();
  for (const planet of planets) {
    for (const building of planet.buildings) {
      counts.set(building.type, (counts.get(building.type) ?? 0) + building.count);
    }
  }
  return {
    totalBuildings,
    inProgress: planets.reduce((sum, planet) => sum + (planet.buildingsInProgress ?? 0), 0),
    totalSpace: planets.reduce((sum, planet) => sum + planet.size, 0),
    freeSpace: planets.reduce((sum, planet) => sum + freeSpace(planet), 0),
    perType: BUILDING_TYPES.map((type) => {
      const count = counts.get(type) ?? 0;
      return { type, count, percent: totalBuildings > 0 ? (count / totalBuildings) * 100 : 0 };
    }),
  };
};
