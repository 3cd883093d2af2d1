import { raceSpec } from "../catalogue/races.ts";
import { unitCountText } from "./turn-text.ts";
import { UNIT_TYPES, UNIT_FLEET_KEY, type FleetUnits } from "../catalogue/units.ts";
import type { EmpireState, EmpireTurnResult, PlanetTurnResult, TurnEvent } from "../economy/empire-state.ts";
import { decayedResources } from "../economy/decay.ts";
import { empireEconomy } from "../economy/empire-economy.ts";
import { planetTotals } from "../economy/empire-totals.ts";
import { regeneratedMorale } from "../economy/morale.ts";
import { grownPopulation } from "../economy/population-growth.ts";
import { researchTurn } from "../research/research-turn.ts";
import { maxPopulation } from "../empire/population.ts";
import { networth } from "../empire/networth.ts";
import { settleInsolvency } from "./insolvency.ts";

export interface FlippedEmpire {
  readonly result: EmpireTurnResult;
  /** `fleet_disbanded` when insolvency cost units; otherwise empty. */
  readonly events: readonly TurnEvent[];
}

const disbandedEvent = (empireId: string, disbanded: FleetUnits): TurnEvent | null => {
  const lost = UNIT_TYPES.filter((type) => disbanded[UNIT_FLEET_KEY[type]] > 0);
  if (lost.length === 0) return null;
  const details: Record<string, number> = {};
  for (const type of lost) details[UNIT_FLEET_KEY[type]] = disbanded[UNIT_FLEET_KEY[type]];
  const total = Object.values(details).reduce((sum, n) => sum + n, 0);
  return {
    playerId: empireId,
    eventType: "fleet_disbanded",
    text: {
      code: "units_disbanded",
      params: { units: lost.map((type) => unitCountText(type, disbanded[UNIT_FLEET_KEY[type]])) },
    },
    isPublic: false,
    details: { ...details, total },
  };
};

/**
 * Steps 5 and 7 of the flip (rules.md 3.2) for one empire whose due jobs are already applied:
 * bureaucracy, production, food consumption and shortage, income (halved if short), upkeep, decay,
 * research from centers, population growth, morale, insolvency, then networth.
 *
 * The amounts applied are exactly those of `empireEconomy(empire)`, which the result carries.
 */
export const flipEconomy = (empire: EmpireState): FlippedEmpire => {
  const totals = planetTotals(empire.planets);
  const economy = empireEconomy(empire, totals);
  const { incomeBreakdown: money, resourceProduction: made } = economy;
  const stock = empire.resources;
  const afterProduction = {
    credits: stock.credits + money.totalIncome - money.totalUpkeep,
    food: Math.max(0, stock.food + made.foodNet),
    iron: stock.iron + made.ironProduced,
    endurium: stock.endurium + made.enduriumProduced,
    octarine: stock.octarine + made.octarineProduced,
  };
  const decayed = decayedResources(afterProduction);
  const research = researchTurn({
    race: empire.race,
    researchCenters: totals.buildings.research_center,
    research: empire.research,
  });
  const researchPoints = empire.researchPoints + research.totalRP;

  const growth = raceSpec(empire.race).bonuses.populationGrowth;
  const welfare = empire.science.welfare;
  let grownTotal = 0;
  const planets: PlanetTurnResult[] = [];
  for (const planet of empire.planets) {
    const population = grownPopulation({
      population: planet.population,
      cap: maxPopulation(planet.size, planet.planetType, planet.buildings.living_quarters ?? 0, welfare),
      growthMultiplier: growth,
      foodShortage: money.foodShortage,
    });
    grownTotal += population;
    planets.push({ id: planet.id, buildings: planet.buildings, population });
  }

  const insolvency = settleInsolvency(decayed.credits, empire.units);
  const resources = { ...decayed, credits: insolvency.credits };
  const event = disbandedEvent(empire.id, insolvency.disbanded);
  return {
    result: {
      id: empire.id,
      resources,
      morale: regeneratedMorale(empire.morale),
      researchPoints,
      research: research.research,
      networth: networth({
        units: insolvency.units,
        population: grownTotal,
        buildings: Object.values(totals.buildings).reduce((sum, count) => sum + count, 0),
        planets: empire.planets.length,
        totalResearchPoints: researchPoints,
      }),
      economy,
      planets,
      unitsDisbanded: insolvency.disbanded,
    },
    events: event ? [event] : [],
  };
};
