import type { BonusType } from "../catalogue/planet-types.ts";
import type { FleetUnitKey, FleetUnits } from "../catalogue/units.ts";
import type { BuildingType } from "../catalogue/buildings.ts";
import type { PlanetState, ScienceBonuses } from "./empire-state.ts";
import { floorAmount } from "./rounding.ts";

/** What an empire's buildings make in one turn (rules.md 6.1). */
export interface ProducedResources {
  readonly food: number;
  readonly iron: number;
  readonly endurium: number;
  readonly octarine: number;
}

type ProducedResource = keyof ProducedResources;

interface Producer {
  readonly building: BuildingType;
  readonly perBuilding: number;
  readonly bonusType: BonusType;
}

/** Which building makes each resource, how much each one makes, and the planet bonus that boosts it. */
const PRODUCERS: Readonly<Record<ProducedResource, Producer>> = {
  food: { building: "farm", perBuilding: 100, bonusType: "resource_food" },
  iron: { building: "mine", perBuilding: 1, bonusType: "resource_iron" },
  endurium: { building: "refinery", perBuilding: 1, bonusType: "resource_endurium" },
  octarine: { building: "occult_center", perBuilding: 1, bonusType: "resource_octarine" },
};

/** Food one person eats per turn (IC S8); consumption rounds the population's total up. */
const PEOPLE_PER_FOOD = 10;

/** Fleet units that eat 1 food per turn: every unit except droids and explorers (lasers are buildings). */
export const FOOD_EATING_UNITS: readonly FleetUnitKey[] = [
  "soldiers",
  "fighters",
  "bombers",
  "transports",
  "agents",
  "wizards",
];

const producedOn = (planet: PlanetState, resource: ProducedResource): number => {
  const producer = PRODUCERS[resource];
  const buildings = planet.buildings[producer.building] ?? 0;
  const bonus = planet.bonus?.bonusType === producer.bonusType ? planet.bonus.multiplier : 1;
  return floorAmount(producer.perBuilding * buildings * bonus);
};

/**
 * Resources made per turn (rules.md 6.1): 100 food per farm, 1 iron per mine, 1 endurium per refinery and
 * 1 octarine per occult center. A planet's `resource_*` bonus multiplies only the matching output of that
 * planet (each planet's output floored), and the resources science bonus multiplies the empire's total,
 * floored again. One pass over the planets for all four.
 */
export const producedResources = (planets: readonly PlanetState[], science: ScienceBonuses): ProducedResources => {
  let food = 0;
  let iron = 0;
  let endurium = 0;
  let octarine = 0;
  for (const planet of planets) {
    food += producedOn(planet, "food");
    iron += producedOn(planet, "iron");
    endurium += producedOn(planet, "endurium");
    octarine += producedOn(planet, "octarine");
  }
  const boost = 1 + science.resources;
  return {
    food: floorAmount(food * boost),
    iron: floorAmount(iron * boost),
    endurium: floorAmount(endurium * boost),
    octarine: floorAmount(octarine * boost),
  };
};

/**
 * Food eaten per turn (rules.md 6.2): ceil(0.1 × population) plus 1 per soldier, fighter, bomber, transport,
 * agent and wizard. Droids, explorers and lasers eat nothing.
 */
export const foodConsumption = (population: number, units: Readonly<FleetUnits>): number =>
  Math.ceil(population / PEOPLE_PER_FOOD) + FOOD_EATING_UNITS.reduce((sum, key) => sum + units[key], 0);
