import type { MarketOrder, MarketPrices, MarketTransaction } from "@nova/contract";
import { buyPrice, marketPrice, sellPrice, type MarketResource } from "@nova/rules";
import type { MarketOrderRow, MarketState, MarketTransactionRow } from "../../db/repositories/market-repository.ts";

const quote = (market: MarketState, resource: MarketResource) => {
  const stock = market.stocks[resource];
  return {
    price: marketPrice(resource, stock),
    buy: buyPrice(resource, stock),
    sell: sellPrice(resource, stock),
    stock,
  };
};

/** GET /market/prices: each good's price, buy and sell price (unrounded) and stock. */
export const pricesView = (market: MarketState): MarketPrices => {
  const food = quote(market, "food");
  const iron = quote(market, "iron");
  const endurium = quote(market, "endurium");
  const octarine = quote(market, "octarine");
  return {
    foodPrice: food.price,
    foodBuy: food.buy,
    foodSell: food.sell,
    foodStock: food.stock,
    ironPrice: iron.price,
    ironBuy: iron.buy,
    ironSell: iron.sell,
    ironStock: iron.stock,
    enduriumPrice: endurium.price,
    enduriumBuy: endurium.buy,
    enduriumSell: endurium.sell,
    enduriumStock: endurium.stock,
    octarinePrice: octarine.price,
    octarineBuy: octarine.buy,
    octarineSell: octarine.sell,
    octarineStock: octarine.stock,
    totalTrades: market.totalTrades,
    lastTradeAt: market.lastTradeAt === null ? null : new Date(market.lastTradeAt).toISOString(),
  };
};

const side = (value: string): "buy" | "sell" => (value === "sell" ? "sell" : "buy");

export const orderView = (row: MarketOrderRow): MarketOrder => ({
  id: row.id,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  orderType: side(row.order_type),
  resource: row.resource as MarketResource,
  quantityRequested: Number(row.quantity_requested),
  quantityFilled: Number(row.quantity_filled),
  status: "filled",
  totalCost: Number(row.total_cost),
});

export const transactionView = (row: MarketTransactionRow): MarketTransaction => ({
  id: row.id,
  executedAt: new Date(Number(row.executed_at)).toISOString(),
  transactionType: side(row.transaction_type),
  resource: row.resource as MarketResource,
  quantity: Number(row.quantity),
  pricePerUnit: Number(row.price_per_unit),
  totalCost: Number(row.total_cost),
});
