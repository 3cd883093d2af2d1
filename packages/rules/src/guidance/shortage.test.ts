import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortageForecast, turnsUntilShortage } from "./shortage.ts";

describe("turnsUntilShortage", () => {
  it("counts the flips until the stock would go negative", () => {
    expect(turnsUntilShortage({ stock: 100, netPerTurn: -30 })).toBe(4); // 70, 40, 10, -20
    expect(turnsUntilShortage({ stock: 0, netPerTurn: -1 })).toBe(1);
    expect(turnsUntilShortage({ stock: 90, netPerTurn: -30 })).toBe(4); // 60, 30, 0 is not short, -30
  });

  it("is null for a stock that holds or grows", () => {
    expect(turnsUntilShortage({ stock: 0, netPerTurn: 0 })).toBeNull();
    expect(turnsUntilShortage({ stock: 10, netPerTurn: 5, decayRate: 0.005 })).toBeNull();
  });

  it("decay and levy bring a shortage sooner", () => {
    const plain = turnsUntilShortage({ stock: 20_000, netPerTurn: -1_000 });
    const decaying = turnsUntilShortage({ stock: 20_000, netPerTurn: -1_000, decayRate: 0.005 });
    const levied = turnsUntilShortage({ stock: 20_000, netPerTurn: -1_000, levyRate: 0.005 });
    expect(plain).toBe(21);
    expect(decaying).toBeLessThanOrEqual(plain!);
    expect(levied).toBeLessThanOrEqual(plain!);
  });

  it("property: with no decay it is floor(stock / deficit) + 1, or null when the horizon is passed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), (stock, deficit) => {
        const exact = Math.floor(stock / deficit) + 1;
        expect(turnsUntilShortage({ stock, netPerTurn: -deficit })).toBe(exact <= 100 ? exact : null);
      }),
    );
  });
});

describe("shortageForecast", () => {
  const rates = { bureaucracy: 0.005, foodDecay: 0.005, mineralDecay: 0.005 };
  it("forecasts food and credits from the economy, minerals never run out from production", () => {
    const forecast = shortageForecast(
      { credits: 1_000, food: 2_000, iron: 50, endurium: 0, octarine: 10 },
      {
        totalIncome: 400,
        unitUpkeep: 500,
        buildingUpkeep: 100,
        foodNet: -700,
        ironProduced: 15,
        enduriumProduced: 0,
        octarineProduced: 10,
      },
      rates,
    );
    // Credits: 1,000 − 5 − 200 = 795, 591, 388, 187, −14 → turn 5. Food: 1,300, 594, −106 → turn 3.
    expect(forecast).toEqual({ credits: 5, food: 3, iron: null, endurium: null, octarine: null });
  });
});
