import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze, empireArb, homeEmpire } from "../testing/empire-fixtures.ts";
import { empireEconomy } from "./empire-economy.ts";

describe("empireEconomy", () => {
  it("projects a starting wardancer's flip: +426 income, −281 upkeep, +145 net, food +1,500/−630", () => {
    expect(empireEconomy(homeEmpire())).toEqual({
      incomeBreakdown: {
        baseIncome: 100,
        populationIncome: 166,
        cashFactoryIncome: 160,
        grossIncome: 426,
        raceBonus: 0,
        taxOfficeBonus: 0,
        economyScienceBonus: 0,
        totalIncome: 426,
        buildingUpkeep: 25,
        unitUpkeep: 131,
        bureaucracyCost: 125,
        totalUpkeep: 281,
        netIncome: 145,
        foodShortage: false,
      },
      resourceProduction: {
        foodProduced: 1500,
        foodConsumed: 630,
        foodNet: 870,
        ironProduced: 15,
        enduriumProduced: 10,
        octarineProduced: 10,
      },
    });
  });

  it("flags a shortage when stock + production − consumption < 0 and halves income", () => {
    const home = homeEmpire();
    const starving = {
      ...home,
      resources: { ...home.resources, food: 0 },
      units: { ...home.units, soldiers: 1000 },
    };
    // eats 500 + 1,030 = 1,530 > 1,500 produced
    const economy = empireEconomy(starving);
    expect(economy.incomeBreakdown.foodShortage).toBe(true);
    expect(economy.incomeBreakdown.totalIncome).toBe(213);
    expect(economy.resourceProduction.foodNet).toBe(-30);
    expect(
      empireEconomy({ ...starving, resources: { ...starving.resources, food: 30 } }).incomeBreakdown.foodShortage,
    ).toBe(false);
  });

  it("keeps net = total income − total upkeep and does not touch its input", () => {
    fc.assert(
      fc.property(empireArb("p1"), (empire) => {
        const { incomeBreakdown: b, resourceProduction: r } = empireEconomy(deepFreeze(empire));
        expect(b.netIncome).toBe(b.totalIncome - b.totalUpkeep);
        expect(r.foodNet).toBe(r.foodProduced - r.foodConsumed);
        expect(b.foodShortage).toBe(empire.resources.food + r.foodNet < 0);
      }),
    );
  });
});
