import type { BuildingType } from "../catalogue/buildings.ts";
import type { PlanetState } from "./empire-state.ts";

/** Completed buildings of one type over every planet. */
export const countBuildings = (planets: readonly PlanetState[], type: BuildingType): number =>
  planets.reduce((sum, planet) => sum + (planet.buildings[type] ?? 0), 0);

/** Completed buildings of every type (lasers and portals included) over every planet. */
export const totalBuildings = (planets: readonly PlanetState[]): number =>
  planets.reduce(
    (sum, planet) => sum + Object.values(planet.buildings).reduce((inner, count) => inner + (count ?? 0), 0),
    0,
  );

/** The empire's population: the sum over its planets. */
export const totalPopulation = (planets: readonly PlanetState[]): number =>
  planets.reduce((sum, planet) => sum + planet.population, 0);
