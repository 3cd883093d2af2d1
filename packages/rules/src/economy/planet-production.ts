import type { Race } from "../catalogue/races.ts";
import type { PlanetState } from "./empire-state.ts";
import { CASH_FACTORY_INCOME } from "./income.ts";
import { NO_SCIENCE } from "./empire-state.ts";
import { producedResources } from "./production.ts";
import { researchFromCenters } from "./research.ts";

/** What one planet's buildings make per turn, before empire-wide multipliers (the planet detail dialog). */
export interface PlanetProduction {
  readonly food: number;
  readonly iron: number;
  readonly endurium: number;
  readonly octarine: number;
  /** Cash factory base income (race, tax office and science bonuses apply to the empire's total). */
  readonly credits: number;
  readonly researchPoints: number;
}

export const planetProduction = (planet: PlanetState, race: Race): PlanetProduction => ({
  ...producedResources([planet], NO_SCIENCE),
  credits: CASH_FACTORY_INCOME * (planet.buildings.cash_factory ?? 0),
  researchPoints: researchFromCenters(race, planet.buildings.research_center ?? 0),
});
