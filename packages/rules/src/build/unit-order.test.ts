import { describe, expect, it } from "vitest";
import { checkUnitOrder, type UnitOrderInput } from "./unit-order.ts";

const rich = { credits: 1_000_000, iron: 100_000, endurium: 100_000, octarine: 100_000 };

const order = (overrides: Partial<UnitOrderInput> = {}): UnitOrderInput => ({
  race: "wardancer",
  resources: rich,
  orders: [
    { unitType: "soldier", quantity: 10 },
    { unitType: "explorer", quantity: 2 },
  ],
  recentDailyCounts: {},
  ...overrides,
});

describe("checkUnitOrder", () => {
  it("prices units at the catalogue cost, sums duplicates and gives build turns", () => {
    expect(checkUnitOrder(order({ orders: [...order().orders, { unitType: "soldier", quantity: 5 }] }))).toEqual({
      ok: true,
      totalCost: { credits: 21_500, iron: 35, endurium: 20, octarine: 10 },
      lines: [
        { unitType: "soldier", quantity: 15, cost: { credits: 1500, iron: 15, endurium: 0, octarine: 0 }, turns: 2 },
        {
          unitType: "explorer",
          quantity: 2,
          cost: { credits: 20_000, iron: 20, endurium: 20, octarine: 10 },
          turns: 6,
        },
      ],
    });
  });

  it.each([0, 10_001, 1.5, Number.NaN])("refuses a quantity of %s", (quantity) => {
    expect(checkUnitOrder(order({ orders: [{ unitType: "droid", quantity }] }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      detail: "Please enter a valid quantity",
    });
  });

  it("refuses an empty order, duplicates over 10,000 and unknown unit types", () => {
    expect(checkUnitOrder(order({ orders: [] }))).toMatchObject({ code: "invalid_input" });
    const twice = [
      { unitType: "droid", quantity: 6000 },
      { unitType: "droid", quantity: 4001 },
    ];
    expect(checkUnitOrder(order({ orders: twice }))).toMatchObject({ detail: "Please enter a valid quantity" });
    expect(checkUnitOrder(order({ orders: [{ unitType: "dragon", quantity: 1 }] }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      detail: "Unknown unit type: dragon",
    });
  });

  it("allows 8 explorers in any 24 hours", () => {
    expect(checkUnitOrder(order({ recentDailyCounts: { explorer: 7 } }))).toMatchObject({
      ok: false,
      code: "daily_limit_exceeded",
      detail: "Cannot build more than 8 explorers per day",
    });
    expect(checkUnitOrder(order({ recentDailyCounts: { explorer: 6 } })).ok).toBe(true);
    expect(checkUnitOrder(order({ orders: [{ unitType: "explorer", quantity: 9 }] }))).toMatchObject({
      code: "daily_limit_exceeded",
    });
  });

  it("checks the whole order against the resources", () => {
    expect(checkUnitOrder(order({ resources: { ...rich, credits: 20_999 } }))).toMatchObject({
      ok: false,
      code: "insufficient_resources",
      detail: "Insufficient credits: need 21000, have 20999",
    });
  });
});
