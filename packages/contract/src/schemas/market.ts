import { INVALID_QUANTITY, MARKET_RESOURCES } from "@nova/rules";
import { z } from "zod";
import { ResourcesSchema } from "./common.ts";

const MARKET_RESOURCE_LIST = "food, iron, endurium or octarine";

/** One of the four traded goods; credits are the money and never a good (social-and-advanced 9). */
export const MarketResourceSchema = z.enum(MARKET_RESOURCES, {
  error: (issue) =>
    issue.input === "credits"
      ? "Credits cannot be traded on the market"
      : issue.input === undefined
        ? `Choose a resource to trade: ${MARKET_RESOURCE_LIST}`
        : `Unknown market resource: choose ${MARKET_RESOURCE_LIST}`,
});

/** A good's price, what a buyer pays and what a seller gets per unit (unrounded; screens show 2 decimals). */
const price = z.number().nonnegative();
/** The market maker's stock: fractional after the flips' reversion. The screen's cost preview needs it. */
const stock = z.number().nonnegative();

/** GET /market/prices (social-and-advanced section 3, Market prices), plus each good's stock. */
export const MarketPricesSchema = z.object({
  foodPrice: price,
  foodBuy: price,
  foodSell: price,
  foodStock: stock,
  ironPrice: price,
  ironBuy: price,
  ironSell: price,
  ironStock: stock,
  enduriumPrice: price,
  enduriumBuy: price,
  enduriumSell: price,
  enduriumStock: stock,
  octarinePrice: price,
  octarineBuy: price,
  octarineSell: price,
  octarineStock: stock,
  totalTrades: z.number().int().nonnegative(),
  /** ISO time of the galaxy's latest trade, null before the first. */
  lastTradeAt: z.string().nullable(),
});
export type MarketPrices = z.infer<typeof MarketPricesSchema>;

export const TradeSideSchema = z.enum(["buy", "sell"]);

/** One executed trade of the caller (social-and-advanced section 3, Transaction). */
export const MarketTransactionSchema = z.object({
  id: z.string(),
  executedAt: z.string(),
  transactionType: TradeSideSchema,
  resource: MarketResourceSchema,
  quantity: z.number().int().positive(),
  /** The average over the fill: totalCost / quantity. */
  pricePerUnit: z.number().nonnegative(),
  /** Credits paid (buy) or received (sell). */
  totalCost: z.number().int().nonnegative(),
});
export type MarketTransaction = z.infer<typeof MarketTransactionSchema>;

/** One order of the caller (social-and-advanced section 3, Order): market orders fill at once, whole. */
export const MarketOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  orderType: TradeSideSchema,
  resource: MarketResourceSchema,
  quantityRequested: z.number().int().positive(),
  quantityFilled: z.number().int().nonnegative(),
  status: z.enum(["filled"]),
  totalCost: z.number().int().nonnegative(),
});
export type MarketOrder = z.infer<typeof MarketOrderSchema>;

/** GET /market/transactions: the caller's newest first, at most 20. */
export const MarketTransactionsSchema = z.object({ transactions: z.array(MarketTransactionSchema) });
/** GET /market/orders: the caller's newest first, at most 20. */
export const MarketOrdersSchema = z.object({ orders: z.array(MarketOrderSchema) });

/** POST /market/buy and /market/sell: a positive whole quantity of one good. */
export const TradeRequestSchema = z.strictObject({
  resource: MarketResourceSchema,
  quantity: z
    .number({ error: INVALID_QUANTITY })
    .int(INVALID_QUANTITY)
    .min(1, INVALID_QUANTITY)
    .max(Number.MAX_SAFE_INTEGER, INVALID_QUANTITY),
});
export type TradeRequest = z.infer<typeof TradeRequestSchema>;

/** A completed trade: its transaction and order rows, the trader's stocks after it and the new prices. */
export const TradeResponseSchema = z.object({
  transaction: MarketTransactionSchema,
  order: MarketOrderSchema,
  resources: ResourcesSchema,
  prices: MarketPricesSchema,
});
export type TradeResponse = z.infer<typeof TradeResponseSchema>;
