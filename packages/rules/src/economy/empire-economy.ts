import type { EmpireEconomy, EmpireState } from "./empire-state.ts";
import { countBuildings, totalPopulation } from "./empire-totals.ts";
import { income } from "./income.ts";
import { foodConsumption, producedResources } from "./production.ts";
import { upkeep } from "./upkeep.ts";

/**
 * The economy of the coming flip for an empire as it stands (rules.md 6): what the dashboard shows, and what
 * `resolveTurn` applies after the flip's completions.
 *
 * The food shortage flag is set when stock + production − consumption < 0; income is then halved.
 * Bureaucracy is charged on the credits held now. `netIncome = totalIncome − totalUpkeep`.
 */
export const empireEconomy = (empire: EmpireState): EmpireEconomy => {
  const population = totalPopulation(empire.planets);
  const produced = producedResources(empire.planets, empire.science);
  const foodConsumed = foodConsumption(population, empire.units);
  const foodShortage = empire.resources.food + produced.food - foodConsumed < 0;
  const gained = income({
    race: empire.race,
    population,
    cashFactories: countBuildings(empire.planets, "cash_factory"),
    taxOffices: countBuildings(empire.planets, "tax_office"),
    economyBonus: empire.science.economy,
    foodShortage,
  });
  const costs = upkeep(empire.units, empire.planets, empire.resources.credits);
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
