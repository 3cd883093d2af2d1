import {
  MARKET_GOODS,
  MARKET_RESOURCES,
  MARKET_REVERSION_RATE,
  type MarketResource,
  type MarketStocks,
} from "./market-goods.ts";

/** One flip's drift of one stock toward equilibrium: `S ← S + 0.05 × (S0 − S)` (rules.md 3.2 step 6, 15). */
export const revertStock = (resource: MarketResource, stock: number): number => {
  const target = MARKET_GOODS[resource].equilibriumStock;
  return stock + MARKET_REVERSION_RATE * (target - stock);
};

/** Every stock of a market after one flip. */
export const revertMarket = (stocks: Readonly<MarketStocks>): MarketStocks => {
  const next = { ...stocks };
  for (const resource of MARKET_RESOURCES) next[resource] = revertStock(resource, stocks[resource]);
  return next;
};
