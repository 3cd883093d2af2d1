import type { EmpireEconomy, EmpireState } from "./empire-state.ts";
import { planetTotals, type PlanetTotals } from "./empire-totals.ts";
import { income } from "./income.ts";
import { foodConsumption, producedResources } from "./production.ts";
import { upkeep } from "./upkeep.ts";

/**
 * The economy of the coming flip for an empire as it stands (rules.md 6): what the dashboard shows, and what
 * `resolveTurn` applies after the flip's completions.
 *
 * The food shortage flag is set when stock + production − consumption < 0; income is then halved.
 * Bureaucracy is charged on the credits held now. `netIncome = totalIncome − totalUpkeep`.
 * `totals` may be passed when the caller already has them (they must be those of `empire.planets`).
 */
export const empireEconomy = (
  empire: EmpireState,
  totals: PlanetTotals = planetTotals(empire.planets),
): EmpireEconomy => {
  const population = totals.population;
  const raw = producedResources(empire.planets, empire.science);
  const effects = empire.operationEffects;
  const produced = effects ? { ...raw, food: Math.floor(raw.food * effects.foodMultiplier) } : raw;
  const foodConsumed = foodConsumption(population, empire.units);
  const foodShortage = empire.resources.food + produced.food - foodConsumed < 0;
  const gained = income({
    race: empire.race,
    population,
    cashFactories: totals.buildings.cash_factory * (effects?.cashFactoryMultiplier ?? 1),
    taxOffices: totals.buildings.tax_office,
    economyBonus: empire.science.economy,
    foodShortage,
  });
  const costs = upkeep(empire.units, totals, empire.resources.credits);
  return {
    incomeBreakdown: {
      ...gained,
      ...costs,
      netIncome: gained.totalIncome - costs.totalUpkeep,
      foodShortage,
    },
    resourceProduction: {
      foodProduced: produced.food,
      foodConsumed,
      foodNet: produced.food - foodConsumed,
      ironProduced: produced.iron,
      enduriumProduced: produced.endurium,
      octarineProduced: produced.octarine,
    },
  };
};
