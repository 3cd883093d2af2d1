import { describe, expect, it } from "vitest";
import { discountedCost, insufficientResource, shortfall, subtractCost } from "./order-cost.ts";

describe("shortfall", () => {
  it("lists only the missing resources, in the order credits, iron, endurium, octarine", () => {
    const cost = { credits: 1000, iron: 50, endurium: 0, octarine: 10 };
    expect(shortfall(cost, { credits: 500, iron: 30, endurium: 0, octarine: 20 })).toBe(
      "Need 500 credits, 20 iron more",
    );
    expect(shortfall(cost, { credits: 1000, iron: 50, endurium: 0, octarine: 0 })).toBe("Need 10 octarine more");
    expect(shortfall(cost, { credits: 1000, iron: 50, endurium: 0, octarine: 10 })).toBeNull();
  });
});

describe("insufficientResource", () => {
  it("uses the spec's text for the first short resource", () => {
    const stock = { credits: 9, iron: 120, endurium: 0, octarine: 0 };
    expect(insufficientResource({ credits: 0, iron: 350, endurium: 1, octarine: 0 }, stock)?.detail).toBe(
      "Insufficient iron: need 350, have 120",
    );
  });
});

describe("discountedCost", () => {
  it("rounds each resource up and treats a negative bonus as none", () => {
    expect(discountedCost({ credits: 100, iron: 1, endurium: 0, octarine: 14 }, 0.5)).toEqual({
      credits: 67,
      iron: 1,
      endurium: 0,
      octarine: 10,
    });
    expect(discountedCost({ credits: 100, iron: 1, endurium: 0, octarine: 14 }, -1)).toEqual({
      credits: 100,
      iron: 1,
      endurium: 0,
      octarine: 14,
    });
  });
});

describe("subtractCost", () => {
  it("takes each resource of the cost from the stock and keeps the rest of the stock", () => {
    const stock = { credits: 1000, food: 50, iron: 20, endurium: 5, octarine: 7 };
    expect(subtractCost(stock, { credits: 300, iron: 20, endurium: 1, octarine: 0 })).toEqual({
      credits: 700,
      food: 50,
      iron: 0,
      endurium: 4,
      octarine: 7,
    });
    expect(stock.credits).toBe(1000);
  });
});
