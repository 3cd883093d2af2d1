import { equilibriumStocks, type MarketStocks, type Resource } from "@nova/rules";
import type { Selectable } from "kysely";
import type { DialectName, Queryable } from "../database.ts";
import type { MarketOrdersTable, MarketTransactionsTable } from "../schema.ts";

/** A galaxy's market maker as the rules see it. */
export interface MarketState {
  readonly stocks: MarketStocks;
  readonly totalTrades: number;
  /** Epoch ms of the latest trade, null before the first. */
  readonly lastTradeAt: number | null;
}

export type MarketOrderRow = Selectable<MarketOrdersTable>;
export type MarketTransactionRow = Selectable<MarketTransactionsTable>;

const STOCK_COLUMNS = ["food_stock", "iron_stock", "endurium_stock", "octarine_stock"] as const;

const stockColumns = (stocks: Readonly<MarketStocks>) => ({
  food_stock: stocks.food,
  iron_stock: stocks.iron,
  endurium_stock: stocks.endurium,
  octarine_stock: stocks.octarine,
});

/** A market that has never traded: what a galaxy without a market row (created before 0008) has. */
export const untradedMarket = (): MarketState => ({ stocks: equilibriumStocks(), totalTrades: 0, lastTradeAt: null });

/** Creates a galaxy's market at equilibrium; nothing happens if it already has one. */
export const insertMarket = async (db: Queryable, galaxyId: string): Promise<void> => {
  await db
    .insertInto("markets")
    .values({ galaxy_id: galaxyId, ...stockColumns(equilibriumStocks()), total_trades: 0, last_trade_at: null })
    .onConflict((oc) => oc.column("galaxy_id").doNothing())
    .execute();
};

const selectMarket = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("markets")
    .select([...STOCK_COLUMNS, "total_trades", "last_trade_at"])
    .where("galaxy_id", "=", galaxyId);

type MarketRow = Awaited<ReturnType<ReturnType<typeof selectMarket>["executeTakeFirstOrThrow"]>>;

const marketOf = (row: MarketRow): MarketState => ({
  stocks: {
    food: Number(row.food_stock),
    iron: Number(row.iron_stock),
    endurium: Number(row.endurium_stock),
    octarine: Number(row.octarine_stock),
  },
  totalTrades: Number(row.total_trades),
  lastTradeAt: row.last_trade_at === null ? null : Number(row.last_trade_at),
});

/** The galaxy's market, or null when it has no row yet (it is then at equilibrium). */
export const findMarket = async (db: Queryable, galaxyId: string): Promise<MarketState | null> => {
  const row = await selectMarket(db, galaxyId).executeTakeFirst();
  return row ? marketOf(row) : null;
};

/**
 * Inside a transaction: creates the market row if missing and locks it until the transaction ends, so
 * trades in one galaxy run one after another and each sees the stock the previous one left. PostgreSQL:
 * `SELECT ... FOR UPDATE`. SQLite: Kysely runs transactions one at a time on its one connection.
 */
export const lockMarket = async (trx: Queryable, dialect: DialectName, galaxyId: string): Promise<MarketState> => {
  await insertMarket(trx, galaxyId);
  const query = selectMarket(trx, galaxyId);
  return marketOf(await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirstOrThrow());
};

/** Writes the stocks after a trade or a flip, with the trade count and time when a trade moved them. */
export const saveMarket = async (db: Queryable, galaxyId: string, market: MarketState): Promise<void> => {
  await db
    .updateTable("markets")
    .set({
      ...stockColumns(market.stocks),
      total_trades: market.totalTrades,
      last_trade_at: market.lastTradeAt,
    })
    .where("galaxy_id", "=", galaxyId)
    .execute();
};

/**
 * Moves goods and credits for one trade in one conditional statement: `pay` loses `paid`, `receive`
 * gains `received`. False (and nothing changed) when the player holds less than `paid` of `pay`.
 */
export const exchangeResources = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  pay: Resource,
  paid: number,
  receive: Resource,
  received: number,
): Promise<boolean> => {
  const result = await db
    .updateTable("players")
    .set((eb) => ({ [pay]: eb(pay, "-", paid), [receive]: eb(receive, "+", received) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .where(pay, ">=", paid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const insertMarketOrder = async (db: Queryable, row: MarketOrderRow): Promise<void> => {
  await db.insertInto("market_orders").values(row).execute();
};

export const insertMarketTransaction = async (db: Queryable, row: MarketTransactionRow): Promise<void> => {
  await db.insertInto("market_transactions").values(row).execute();
};

/** A player's latest orders, newest first (index market_orders_player_idx). */
export const latestMarketOrders = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  limit: number,
): Promise<MarketOrderRow[]> =>
  db
    .selectFrom("market_orders")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();

/** A player's latest transactions, newest first (index market_transactions_player_idx). */
export const latestMarketTransactions = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  limit: number,
): Promise<MarketTransactionRow[]> =>
  db
    .selectFrom("market_transactions")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
