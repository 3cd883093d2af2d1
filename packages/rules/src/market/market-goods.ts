/** The four resources the market trades; credits are the money, never a good (social-and-advanced 9). */
export const MARKET_RESOURCES = ["food", "iron", "endurium", "octarine"] as const;
export type MarketResource = (typeof MARKET_RESOURCES)[number];

/** The market maker's stock of each good (fractional after reversion; trades move it by whole units). */
export type MarketStocks = Record<MarketResource, number>;

/** A good's reference price in credits and its equilibrium stock S0 (rules.md 15). */
export interface MarketGood {
  readonly basePrice: number;
  readonly equilibriumStock: number;
}

export const MARKET_GOODS: Readonly<Record<MarketResource, MarketGood>> = {
  food: { basePrice: 0.2, equilibriumStock: 5_000_000 },
  iron: { basePrice: 15, equilibriumStock: 100_000 },
  endurium: { basePrice: 16.5, equilibriumStock: 50_000 },
  octarine: { basePrice: 15, equilibriumStock: 50_000 },
};

/** The price never falls below this share of the base price. */
export const PRICE_FLOOR_FACTOR = 0.25;
/** Nor rises above this multiple of it, and never above `PRICE_CAP` credits. */
export const PRICE_CEILING_FACTOR = 4;
export const PRICE_CAP = 50;
/** A buyer pays 5% over the price. */
export const BUY_MARKUP = 1.05;
/** A seller gets 5% under the price, less the 2% sell fee: 0.95 × 0.98 = 0.931 of it. */
export const SELL_DISCOUNT = 0.95;
export const SELL_FEE = 0.02;
export const SELL_FACTOR = SELL_DISCOUNT * (1 - SELL_FEE);
/** Each flip closes this share of the gap between the stock and S0. */
export const MARKET_REVERSION_RATE = 0.05;
/** The market lists (transactions, orders) show this many rows, newest first. */
export const MARKET_LIST_LIMIT = 20;

/** A market at equilibrium: where every galaxy's market starts. */
export const equilibriumStocks = (): MarketStocks => ({
  food: MARKET_GOODS.food.equilibriumStock,
  iron: MARKET_GOODS.iron.equilibriumStock,
  endurium: MARKET_GOODS.endurium.equilibriumStock,
  octarine: MARKET_GOODS.octarine.equilibriumStock,
});

export const isMarketResource = (value: unknown): value is MarketResource =>
  typeof value === "string" && (MARKET_RESOURCES as readonly string[]).includes(value);
