import {
  INVALID_QUANTITY,
  isValidQuantity,
  rejectOrder,
  rejectWith,
  type OrderRejection,
} from "../build/order-check.ts";
import { formatCount } from "../combat/battle-text.ts";
import { ceilAmount, floorAmount } from "../economy/rounding.ts";
import { BUY_MARKUP, SELL_FACTOR, type MarketResource } from "./market-goods.ts";
import { priceIntegral } from "./market-price.ts";
import { because, insufficient } from "../refusal.ts";

export type TradeSide = "buy" | "sell";

/** An accepted trade: what it costs or earns and where it leaves the market's stock. */
export interface TradeQuote {
  readonly ok: true;
  readonly side: TradeSide;
  readonly resource: MarketResource;
  readonly quantity: number;
  /** Credits the buyer pays (rounded up) or the seller receives (rounded down, after the fee). */
  readonly total: number;
  /** The average over the fill: `total / quantity`. */
  readonly pricePerUnit: number;
  readonly stockAfter: number;
}

export type TradeCheck = TradeQuote | OrderRejection;

/** Credits for buying `quantity` units as the stock falls from `stock` to `stock − quantity`, rounded up. */
export const buyCost = (resource: MarketResource, stock: number, quantity: number): number =>
  ceilAmount(BUY_MARKUP * priceIntegral(resource, stock - quantity, stock));

/** Credits for selling `quantity` units as the stock rises from `stock`, after the fee, rounded down. */
export const sellRevenue = (resource: MarketResource, stock: number, quantity: number): number =>
  floorAmount(SELL_FACTOR * priceIntegral(resource, stock, stock + quantity));

/** The text for a buy larger than the market's stock (whole units only can be bought), numbers with thousands separators. */
export const marketStockShort = (resource: MarketResource, stock: number, quantity: number): string =>
  `The market holds only ${formatCount(Math.max(0, Math.floor(stock)))} ${resource}: cannot buy ${formatCount(quantity)}`;

const quote = (
  side: TradeSide,
  resource: MarketResource,
  quantity: number,
  total: number,
  stockAfter: number,
): TradeQuote => ({ ok: true, side, resource, quantity, total, pricePerUnit: total / quantity, stockAfter });

/**
 * Checks a buy against the market's stock and the buyer's credits, in that order: a positive whole
 * quantity, no more than the market holds, and credits for the integrated cost.
 */
export const checkBuy = (input: {
  readonly resource: MarketResource;
  readonly quantity: number;
  readonly marketStock: number;
  readonly credits: number;
}): TradeCheck => {
  const { resource, quantity, marketStock, credits } = input;
  if (!isValidQuantity(quantity, Number.MAX_SAFE_INTEGER)) return rejectOrder("invalid_input", INVALID_QUANTITY);
  if (marketStock < quantity)
    return because(
      "market_stock_short",
      rejectOrder("invalid_action", marketStockShort(resource, marketStock, quantity), {
        stock: Math.max(0, Math.floor(marketStock)),
        resource,
        quantity,
      }),
    );
  const cost = buyCost(resource, marketStock, quantity);
  if (cost > credits) return rejectWith(insufficient("credits", cost, credits));
  return quote("buy", resource, quantity, cost, marketStock - quantity);
};

/** Checks a sell: a positive whole quantity the seller holds. The market takes any amount. */
export const checkSell = (input: {
  readonly resource: MarketResource;
  readonly quantity: number;
  readonly marketStock: number;
  /** How much of `resource` the seller holds. */
  readonly held: number;
}): TradeCheck => {
  const { resource, quantity, marketStock, held } = input;
  if (!isValidQuantity(quantity, Number.MAX_SAFE_INTEGER)) return rejectOrder("invalid_input", INVALID_QUANTITY);
  if (quantity > held) return rejectWith(insufficient(resource, quantity, held));
  return quote("sell", resource, quantity, sellRevenue(resource, marketStock, quantity), marketStock + quantity);
};
