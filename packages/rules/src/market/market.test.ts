import { describe, expect, it } from "vitest";
import { INVALID_QUANTITY } from "../build/order-check.ts";
import { equilibriumStocks, MARKET_GOODS, MARKET_RESOURCES, SELL_FACTOR } from "./market-goods.ts";
import { buyPrice, marketPrice, priceBounds, priceIntegral, sellPrice } from "./market-price.ts";
import { revertMarket, revertStock } from "./market-reversion.ts";
import { buyCost, checkBuy, checkSell, sellRevenue } from "./market-trade.ts";

/** A fine midpoint sum of the price curve: the closed form must agree with it. */
const numericIntegral = (resource: (typeof MARKET_RESOURCES)[number], from: number, to: number, steps = 200_000) => {
  const width = (to - from) / steps;
  let sum = 0;
  for (let i = 0; i < steps; i++) sum += marketPrice(resource, from + (i + 0.5) * width) * width;
  return sum;
};

describe("market prices (rules.md 15)", () => {
  it("quotes the base price at the equilibrium stock, with the 5% spread and the 2% fee", () => {
    expect(marketPrice("iron", 100_000)).toBe(15);
    expect(buyPrice("iron", 100_000)).toBeCloseTo(15.75, 10);
    expect(sellPrice("iron", 100_000)).toBeCloseTo(13.965, 10);
    expect(marketPrice("food", 5_000_000)).toBeCloseTo(0.2, 12);
    expect(buyPrice("food", 5_000_000)).toBeCloseTo(0.21, 12);
    expect(sellPrice("food", 5_000_000)).toBeCloseTo(0.1862, 12);
    expect(marketPrice("endurium", 50_000)).toBe(16.5);
    expect(marketPrice("octarine", 50_000)).toBe(15);
  });

  it("follows base × sqrt(S0 / S) between the clamps", () => {
    expect(marketPrice("iron", 25_000)).toBeCloseTo(30, 10);
    expect(marketPrice("iron", 400_000)).toBeCloseTo(7.5, 10);
    expect(marketPrice("food", 20_000_000)).toBeCloseTo(0.1, 12);
  });

  it("clamps to 0.25 × base and to min(4 × base, 50)", () => {
    expect(priceBounds("food")).toEqual({ floor: 0.05, ceiling: 0.8 });
    expect(priceBounds("iron")).toEqual({ floor: 3.75, ceiling: 50 });
    expect(priceBounds("endurium")).toEqual({ floor: 4.125, ceiling: 50 });
    expect(marketPrice("iron", 1)).toBe(50);
    expect(marketPrice("iron", 0)).toBe(50);
    expect(marketPrice("food", 100)).toBe(0.8);
    expect(marketPrice("food", 1e12)).toBe(0.05);
    expect(marketPrice("iron", -5)).toBe(50);
  });
});

describe("integrated cost over the fill", () => {
  it("agrees with a fine numeric sum on every piece of the curve", () => {
    const cases = [
      ["iron", 0, 100_000],
      ["iron", 5_000, 12_000],
      ["iron", 90_000, 2_000_000],
      ["food", 0, 400_000],
      ["food", 4_000_000, 90_000_000],
      ["endurium", 3_000, 60_000],
      ["octarine", 49_000, 51_000],
    ] as const;
    for (const [resource, from, to] of cases) {
      const exact = priceIntegral(resource, from, to);
      expect(exact / numericIntegral(resource, from, to)).toBeCloseTo(1, 6);
    }
  });

  it("prices a small fill at the price where it happens", () => {
    expect(priceIntegral("iron", 99_999, 100_000)).toBeCloseTo(15, 3);
    expect(buyCost("iron", 100_000, 1)).toBe(16); // 15.75 rounded up
    expect(sellRevenue("iron", 100_000, 1)).toBe(13); // 13.965 rounded down
  });

  it("makes a large buy dearer per unit than a small one, and a large sell cheaper", () => {
    const small = buyCost("iron", 100_000, 100) / 100;
    const large = buyCost("iron", 100_000, 50_000) / 50_000;
    expect(large).toBeGreaterThan(small);
    expect(sellRevenue("iron", 100_000, 100_000) / 100_000).toBeLessThan(sellRevenue("iron", 100_000, 100) / 100);
  });

  it("worked example: 100 iron at equilibrium", () => {
    // ∫ from 99,900 to 100,000 of 15 × sqrt(100,000 / s) ds = 3,000,000 × (1 − sqrt(0.999)) = 1,500.375...,
    // × 1.05 = 1,575.39... → 1,576 (15.76 a unit against 15.75 at the start of the fill).
    expect(priceIntegral("iron", 99_900, 100_000)).toBeCloseTo(1500.3752, 3);
    expect(buyCost("iron", 100_000, 100)).toBe(1576);
    // Selling 100 from 100,000: ∫ to 100,100 = 1,499.625..., × 0.931 = 1,396.15... → 1,396.
    expect(priceIntegral("iron", 100_000, 100_100)).toBeCloseTo(1499.6252, 3);
    expect(sellRevenue("iron", 100_000, 100)).toBe(1396);
  });
});

describe("checkBuy and checkSell", () => {
  it("accepts a buy with its cost, average price and the stock it leaves", () => {
    const result = checkBuy({ resource: "iron", quantity: 100, marketStock: 100_000, credits: 25_000 });
    expect(result).toEqual({
      ok: true,
      side: "buy",
      resource: "iron",
      quantity: 100,
      total: 1576,
      pricePerUnit: 15.76,
      stockAfter: 99_900,
    });
  });

  it("rejects quantities that are not positive whole numbers", () => {
    for (const quantity of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(checkBuy({ resource: "iron", quantity, marketStock: 100_000, credits: 1e9 })).toMatchObject({
        ok: false,
        code: "invalid_input",
        detail: INVALID_QUANTITY,
      });
      expect(checkSell({ resource: "iron", quantity, marketStock: 100_000, held: 1e9 })).toMatchObject({
        ok: false,
        detail: "Please enter a valid quantity",
      });
    }
  });

  it("rejects a buy larger than the market's stock before looking at credits", () => {
    expect(checkBuy({ resource: "endurium", quantity: 601, marketStock: 600.4, credits: 0 })).toMatchObject({
      ok: false,
      code: "invalid_action",
      detail: "The market holds only 600 endurium: cannot buy 601",
    });
    expect(checkBuy({ resource: "endurium", quantity: 600, marketStock: 600, credits: 1e9 }).ok).toBe(true);
  });

  it("writes large stock and quantity with thousands separators", () => {
    expect(checkBuy({ resource: "iron", quantity: 99_999_999, marketStock: 99_900.7, credits: 0 })).toMatchObject({
      detail: "The market holds only 99,900 iron: cannot buy 99,999,999",
    });
  });

  it("names the credits or the good that is short, in the spec's words", () => {
    expect(checkBuy({ resource: "iron", quantity: 100, marketStock: 100_000, credits: 1575 })).toMatchObject({
      ok: false,
      code: "insufficient_resources",
      detail: "Insufficient credits: need 1576, have 1575",
    });
    expect(checkSell({ resource: "food", quantity: 20_001, marketStock: 5e6, held: 20_000 })).toMatchObject({
      ok: false,
      code: "insufficient_resources",
      detail: "Insufficient food: need 20001, have 20000",
    });
  });

  it("accepts a sell, even one worth less than a credit", () => {
    expect(checkSell({ resource: "food", quantity: 1, marketStock: 5e6, held: 10 })).toMatchObject({
      ok: true,
      total: 0,
      stockAfter: 5e6 + 1,
    });
    const sell = checkSell({ resource: "food", quantity: 10_000, marketStock: 5e6, held: 20_000 });
    // ∫ = 1,999.00... (the price dips just below 0.20 as the stock rises), × 0.931 = 1,861.07... → 1,861.
    expect(sell).toMatchObject({ ok: true, side: "sell", total: 1861 });
    expect(sell.ok && sell.total).toBeLessThan(10_000 * 0.2 * SELL_FACTOR);
  });
});

describe("reversion at each flip", () => {
  it("closes 5% of the gap to the equilibrium stock", () => {
    expect(revertStock("iron", 0)).toBe(5_000);
    expect(revertStock("iron", 200_000)).toBe(195_000);
    expect(revertStock("iron", 100_000)).toBe(100_000);
    expect(revertMarket({ ...equilibriumStocks(), food: 4_000_000 })).toEqual({
      ...equilibriumStocks(),
      food: 4_050_000,
    });
  });

  it("starts every market at equilibrium", () => {
    for (const resource of MARKET_RESOURCES) {
      expect(equilibriumStocks()[resource]).toBe(MARKET_GOODS[resource].equilibriumStock);
    }
  });
});
