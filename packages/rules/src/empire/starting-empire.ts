import type { BuildingType } from "../catalogue/buildings.ts";
import type { Resources } from "../catalogue/resources.ts";
import type { FleetUnits } from "../catalogue/units.ts";

/** Population of a fresh home world (20 × size, rules.md section 4). */
export const STARTING_POPULATION = 5000;

/** The 100 buildings a new empire starts with on its home world (rules.md section 4). */
export const STARTING_BUILDINGS: Readonly<Partial<Record<BuildingType, number>>> = {
  cash_factory: 20,
  farm: 15,
  mine: 15,
  refinery: 10,
  occult_center: 10,
  research_center: 10,
  living_quarters: 14,
  laser: 5,
  portal: 1,
};

const BASE_RESOURCES: Resources = { credits: 25000, food: 20000, iron: 2000, endurium: 500, octarine: 2000 };

/** Home fleet units at registration; lasers are buildings, so the fleet's laser count stays 0. */
export const STARTING_FLEET: Readonly<FleetUnits> = {
  soldiers: 100,
  droids: 0,
  fighters: 20,
  bombers: 0,
  transports: 0,
  lasers: 0,
  wizards: 5,
  agents: 5,
  explorers: 1,
};

export interface StartingEmpire {
  readonly resources: Resources;
  readonly population: number;
  readonly buildings: Readonly<Partial<Record<BuildingType, number>>>;
  readonly fleet: Readonly<FleetUnits>;
  readonly morale: number;
}

/**
 * The starting package; NPC empires multiply every resource by their difficulty's multiplier
 * (humans use 1). Resources are floored so stocks stay integers.
 */
export const startingEmpire = (resourceMultiplier = 1): StartingEmpire => ({
  resources: {
    credits: Math.floor(BASE_RESOURCES.credits * resourceMultiplier),
    food: Math.floor(BASE_RESOURCES.food * resourceMultiplier),
    iron: Math.floor(BASE_RESOURCES.iron * resourceMultiplier),
    endurium: Math.floor(BASE_RESOURCES.endurium * resourceMultiplier),
    octarine: Math.floor(BASE_RESOURCES.octarine * resourceMultiplier),
  },
  population: STARTING_POPULATION,
  buildings: STARTING_BUILDINGS,
  fleet: STARTING_FLEET,
  morale: 1,
});
