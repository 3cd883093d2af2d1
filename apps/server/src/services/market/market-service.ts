import {
  gameText,
  type MarketOrder,
  type MarketPrices,
  type MarketTransaction,
  type TradeResponse,
} from "@nova/contract";
import { checkBuy, checkSell, MARKET_LIST_LIMIT, type MarketResource, type TradeSide } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import {
  exchangeResources,
  findMarket,
  insertMarketOrder,
  insertMarketTransaction,
  latestMarketOrders,
  latestMarketTransactions,
  lockMarket,
  saveMarket,
  untradedMarket,
  type MarketOrderRow,
  type MarketTransactionRow,
} from "../../db/repositories/market-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { orderView, pricesView, transactionView } from "./market-view.ts";
import { playerEvent } from "../events/player-event.ts";
import { resourcesOf, withOwnEmpireOrder } from "../player/player-order.ts";
import { callerPlayer } from "../player/player-service.ts";

/** GET /market/prices: public to whoever may see the galaxy, like its rankings. */
export const marketPrices = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<MarketPrices> => {
  await visibleGalaxy(deps, user, galaxyId);
  return pricesView((await findMarket(deps.db.kysely, galaxyId)) ?? untradedMarket());
};

/** GET /market/orders: the caller's latest 20, newest first. */
export const marketOrders = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ orders: MarketOrder[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const rows = await latestMarketOrders(deps.db.kysely, galaxyId, player.id, MARKET_LIST_LIMIT);
  return { orders: rows.map(orderView) };
};

/** GET /market/transactions: the caller's latest 20, newest first. */
export const marketTransactions = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ transactions: MarketTransaction[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const rows = await latestMarketTransactions(deps.db.kysely, galaxyId, player.id, MARKET_LIST_LIMIT);
  return { transactions: rows.map(transactionView) };
};

/**
 * POST /market/buy and /market/sell: one trade against the galaxy's market maker, all or nothing. The
 * transaction holds the player's order lock and the market row's lock, so the rules see the stocks and
 * credits as they are, and concurrent trades can never overspend nor sell the market below zero. Credits
 * and goods move in one conditional update; the market row, an order, a transaction and a private
 * `market_trade` event are written with it.
 */
export const trade = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  side: TradeSide,
  resource: MarketResource,
  quantity: number,
): Promise<TradeResponse> =>
  withOwnEmpireOrder(deps, user, galaxyId, async (trx, galaxy, player) => {
    const market = await lockMarket(trx, deps.db.dialect, galaxyId);
    const marketStock = market.stocks[resource];
    const check =
      side === "buy"
        ? checkBuy({ resource, quantity, marketStock, credits: player.credits })
        : checkSell({ resource, quantity, marketStock, held: player[resource] });
    if (!check.ok) throw refused(check);

    const holdings =
      side === "buy"
        ? await exchangeResources(trx, galaxyId, player.id, "credits", check.total, resource, quantity)
        : await exchangeResources(trx, galaxyId, player.id, resource, quantity, "credits", check.total);
    // Cannot happen under the player's lock; the conditional update is the guarantee all the same.
    if (!holdings) throw refuse("insufficient_resource", { resource: side === "buy" ? "credits" : resource });

    const now = deps.clock.now();
    const after = {
      stocks: { ...market.stocks, [resource]: check.stockAfter },
      totalTrades: market.totalTrades + 1,
      lastTradeAt: now,
    };
    await saveMarket(trx, galaxyId, after);

    const order: MarketOrderRow = {
      galaxy_id: galaxyId,
      id: deps.ids.uuid(),
      player_id: player.id,
      seq: after.totalTrades,
      order_type: side,
      resource,
      quantity_requested: quantity,
      quantity_filled: quantity,
      status: "filled",
      total_cost: check.total,
      created_at: now,
    };
    const transaction: MarketTransactionRow = {
      galaxy_id: galaxyId,
      id: deps.ids.uuid(),
      player_id: player.id,
      order_id: order.id,
      seq: after.totalTrades,
      transaction_type: side,
      resource,
      quantity,
      price_per_unit: check.pricePerUnit,
      total_cost: check.total,
      executed_at: now,
    };
    await insertMarketOrder(trx, order);
    await insertMarketTransaction(trx, transaction);
    const amount = gameText("resource_amount", { resource, amount: quantity });
    const credits = check.total;
    await insertEvents(trx, [
      playerEvent(
        deps,
        galaxy,
        player,
        "market_trade",
        side === "buy" ? gameText("market_bought", { amount, credits }) : gameText("market_sold", { amount, credits }),
        { transactionType: side, resource, quantity, totalCost: check.total, pricePerUnit: check.pricePerUnit },
      ),
    ]);

    return {
      transaction: transactionView(transaction),
      order: orderView(order),
      resources: resourcesOf(holdings),
      prices: pricesView(after),
    };
  });
