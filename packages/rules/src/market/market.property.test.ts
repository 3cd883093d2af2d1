import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKET_GOODS, MARKET_RESOURCES } from "./market-goods.ts";
import { buyPrice, marketPrice, priceBounds, sellPrice } from "./market-price.ts";
import { revertStock } from "./market-reversion.ts";
import { buyCost, checkBuy, checkSell, sellRevenue } from "./market-trade.ts";

const resourceArb = fc.constantFrom(...MARKET_RESOURCES);
/** Stocks from empty to far above equilibrium, fractional too (reversion leaves fractions). */
const stockArb = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.double({ min: 0, max: 1e9, noNaN: true }),
  fc.constantFrom(0, 1, 9_000, 50_000, 100_000, 5_000_000),
);
const quantityArb = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 50_000_000 }));

describe("market properties", () => {
  it("prices stay within the clamp bounds, buy above sell", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, (resource, stock) => {
        const { floor, ceiling } = priceBounds(resource);
        const price = marketPrice(resource, stock);
        expect(price).toBeGreaterThanOrEqual(floor);
        expect(price).toBeLessThanOrEqual(ceiling);
        expect(ceiling).toBeLessThanOrEqual(50);
        expect(buyPrice(resource, stock)).toBeGreaterThan(sellPrice(resource, stock));
      }),
    );
  });

  it("the price never rises as the stock grows", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, stockArb, (resource, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(marketPrice(resource, high)).toBeLessThanOrEqual(marketPrice(resource, low));
      }),
    );
  });

  it("buying then selling the same quantity never makes money", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, quantityArb, (resource, stock, quantity) => {
        fc.pre(stock >= quantity);
        const buy = checkBuy({ resource, quantity, marketStock: stock, credits: Number.MAX_SAFE_INTEGER });
        if (!buy.ok) throw new Error(buy.detail);
        const sell = checkSell({ resource, quantity, marketStock: buy.stockAfter, held: quantity });
        if (!sell.ok) throw new Error(sell.detail);
        expect(sell.total).toBeLessThanOrEqual(buy.total);
        expect(sell.stockAfter).toBeCloseTo(stock, 3);
      }),
    );
  });

  it("selling then buying back the same quantity never makes money either", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, quantityArb, (resource, stock, quantity) => {
        const revenue = sellRevenue(resource, stock, quantity);
        expect(buyCost(resource, stock + quantity, quantity)).toBeGreaterThanOrEqual(revenue);
      }),
    );
  });

  it("cost grows with the quantity, revenue too, and neither is below the floor price", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, quantityArb, quantityArb, (resource, stock, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        fc.pre(stock >= large);
        expect(buyCost(resource, stock, large)).toBeGreaterThanOrEqual(buyCost(resource, stock, small));
        expect(sellRevenue(resource, stock, large)).toBeGreaterThanOrEqual(sellRevenue(resource, stock, small));
        const { floor, ceiling } = priceBounds(resource);
        expect(buyCost(resource, stock, small)).toBeGreaterThanOrEqual(Math.floor(small * floor * 1.05));
        expect(buyCost(resource, stock, small)).toBeLessThanOrEqual(Math.ceil(small * ceiling * 1.05) + 1);
      }),
    );
  });

  it("the average buy price lies between the buy prices at the two ends of the fill", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, quantityArb, (resource, stock, quantity) => {
        fc.pre(stock >= quantity);
        const exact = buyCost(resource, stock, quantity) / quantity;
        expect(exact).toBeGreaterThanOrEqual(buyPrice(resource, stock) - 1e-9);
        // Rounding up adds less than one credit over the whole fill.
        expect(exact).toBeLessThanOrEqual(buyPrice(resource, stock - quantity) + 1 / quantity + 1e-9);
      }),
    );
  });

  it("reversion moves every stock toward S0 and never overshoots", () => {
    fc.assert(
      fc.property(resourceArb, stockArb, (resource, stock) => {
        const target = MARKET_GOODS[resource].equilibriumStock;
        const next = revertStock(resource, stock);
        expect(Math.abs(next - target)).toBeLessThanOrEqual(Math.abs(stock - target));
        // Same side of S0 as before (or on it).
        expect((next - target) * (stock - target)).toBeGreaterThanOrEqual(0);
        if (stock !== target) expect(Math.abs(next - target)).toBeLessThan(Math.abs(stock - target));
      }),
    );
  });
});
