import {
  MARKET_GOODS,
  BUY_MARKUP,
  PRICE_CAP,
  PRICE_CEILING_FACTOR,
  PRICE_FLOOR_FACTOR,
  SELL_FACTOR,
} from "./market-goods.ts";
import type { MarketResource } from "./market-goods.ts";

/** The lowest and highest price a good can have: 0.25 × base and min(4 × base, 50). */
export const priceBounds = (resource: MarketResource): { readonly floor: number; readonly ceiling: number } => {
  const base = MARKET_GOODS[resource].basePrice;
  return { floor: PRICE_FLOOR_FACTOR * base, ceiling: Math.min(PRICE_CEILING_FACTOR * base, PRICE_CAP) };
};

/**
 * The market price at a stock: `clamp(base × sqrt(S0 / S), floor, ceiling)` (rules.md 15). An empty (or
 * negative) stock prices at the ceiling.
 */
export const marketPrice = (resource: MarketResource, stock: number): number => {
  const { basePrice, equilibriumStock } = MARKET_GOODS[resource];
  const { floor, ceiling } = priceBounds(resource);
  if (!(stock > 0)) return ceiling;
  return Math.min(ceiling, Math.max(floor, basePrice * Math.sqrt(equilibriumStock / stock)));
};

/** What a buyer pays per unit at this stock: price × 1.05. */
export const buyPrice = (resource: MarketResource, stock: number): number => marketPrice(resource, stock) * BUY_MARKUP;

/** What a seller receives per unit at this stock: price × 0.95, less the 2% fee. */
export const sellPrice = (resource: MarketResource, stock: number): number =>
  marketPrice(resource, stock) * SELL_FACTOR;

/**
 * The stocks where the clamps stop binding: below `ceilingUntil` the price is the ceiling, above
 * `floorFrom` it is the floor, and between them it follows base × sqrt(S0 / S).
 */
const curveBounds = (resource: MarketResource) => {
  const { basePrice, equilibriumStock } = MARKET_GOODS[resource];
  const { floor, ceiling } = priceBounds(resource);
  return {
    ceilingUntil: equilibriumStock * (basePrice / ceiling) ** 2,
    floorFrom: equilibriumStock * (basePrice / floor) ** 2,
  };
};

/** Length of [from, to] ∩ [lo, hi] (0 when they do not meet). */
const overlap = (from: number, to: number, lo: number, hi: number): readonly [number, number] | null => {
  const start = Math.max(from, lo);
  const end = Math.min(to, hi);
  return end > start ? [start, end] : null;
};

/**
 * ∫ price(s) ds from stock `from` to stock `to` (0 ≤ from ≤ to), in closed form over the three pieces of
 * the clamped curve: the ceiling, base × sqrt(S0 / s) (whose integral is 2 × base × sqrt(S0) × (√to − √from),
 * computed as (to − from) / (√to + √from) so a short fill far from zero keeps its precision) and the floor.
 * This is what `quantity × average price over the fill` means: every unit is priced at the stock it
 * leaves or enters.
 */
export const priceIntegral = (resource: MarketResource, from: number, to: number): number => {
  const lo = Math.max(0, from);
  const hi = Math.max(lo, to);
  const { basePrice, equilibriumStock } = MARKET_GOODS[resource];
  const { floor, ceiling } = priceBounds(resource);
  const { ceilingUntil, floorFrom } = curveBounds(resource);
  let total = 0;
  const atCeiling = overlap(lo, hi, 0, ceilingUntil);
  if (atCeiling) total += ceiling * (atCeiling[1] - atCeiling[0]);
  const onCurve = overlap(lo, hi, ceilingUntil, floorFrom);
  if (onCurve) {
    const [a, b] = onCurve;
    total += (2 * basePrice * Math.sqrt(equilibriumStock) * (b - a)) / (Math.sqrt(b) + Math.sqrt(a));
  }
  const atFloor = overlap(lo, hi, floorFrom, Number.POSITIVE_INFINITY);
  if (atFloor) total += floor * (atFloor[1] - atFloor[0]);
  return total;
};
