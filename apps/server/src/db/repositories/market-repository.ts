import { equilibriumStocks, type MarketStocks, type Resource } from "@nova/rules";
import type { Selectable } from "kysely";
import type { DialectName, Queryable } from "../database.ts";
import { preparedInsert, preparedQuery, preparedWrite } from "../prepared-query.ts";
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

// A trade's reads and writes of the market row, compiled once (each trade ran them through Kysely's builder).
const marketRow = preparedQuery((db, galaxyId: string) => selectMarket(db, galaxyId));
const marketRowForUpdate = preparedQuery((db, galaxyId: string) => selectMarket(db, galaxyId).forUpdate());

/**
 * Inside a transaction: the market row, locked until the transaction ends (created first if missing), so
 * trades in one galaxy run one after another and each sees the stock the previous one left. PostgreSQL:
 * `SELECT ... FOR UPDATE`. SQLite: Kysely runs transactions one at a time on its one connection.
 * Every galaxy made since migration 0008 has its row: it is read first, and inserted only when missing.
 */
export const lockMarket = async (trx: Queryable, dialect: DialectName, galaxyId: string): Promise<MarketState> => {
  const read = dialect === "postgres" ? marketRowForUpdate : marketRow;
  const row = (await read(trx, galaxyId))[0];
  if (row) return marketOf(row);
  await insertMarket(trx, galaxyId);
  const inserted = (await read(trx, galaxyId))[0];
  if (!inserted) throw new Error(`no market row for galaxy ${galaxyId} after inserting it`);
  return marketOf(inserted);
};

const updateMarket = preparedWrite(
  (
    db,
    galaxyId: string,
    food: number,
    iron: number,
    endurium: number,
    octarine: number,
    totalTrades: number,
    lastTradeAt: number | null,
  ) =>
    db
      .updateTable("markets")
      .set({
        food_stock: food,
        iron_stock: iron,
        endurium_stock: endurium,
        octarine_stock: octarine,
        total_trades: totalTrades,
        last_trade_at: lastTradeAt,
      })
      .where("galaxy_id", "=", galaxyId),
);

/** Writes the stocks after a trade or a flip, with the trade count and time when a trade moved them. */
export const saveMarket = async (db: Queryable, galaxyId: string, market: MarketState): Promise<void> => {
  const { food, iron, endurium, octarine } = market.stocks;
  await updateMarket(db, galaxyId, food, iron, endurium, octarine, market.totalTrades, market.lastTradeAt);
};

/** A player's holdings, as a trade leaves them. */
export interface Holdings {
  readonly credits: number;
  readonly food: number;
  readonly iron: number;
  readonly endurium: number;
  readonly octarine: number;
}

type Exchange = (
  db: Queryable,
  paid: number,
  received: number,
  galaxyId: string,
  playerId: string,
  atLeast: number,
) => Promise<Holdings[]>;

/** One compiled exchange per (paid, received) pair of resources: column names cannot be parameters. */
const exchanges = new Map<string, Exchange>();
const exchangeOf = (pay: Resource, receive: Resource): Exchange => {
  const key = `${pay} ${receive}`;
  let exchange = exchanges.get(key);
  if (!exchange) {
    exchange = preparedQuery(
      (db, paid: number, received: number, galaxyId: string, playerId: string, atLeast: number) =>
        db
          .updateTable("players")
          .set((eb) => ({ [pay]: eb(pay, "-", paid), [receive]: eb(receive, "+", received) }))
          .where("galaxy_id", "=", galaxyId)
          .where("id", "=", playerId)
          .where(pay, ">=", atLeast)
          .returning(["credits", "food", "iron", "endurium", "octarine"]),
    );
    exchanges.set(key, exchange);
  }
  return exchange;
};

/**
 * Moves goods and credits for one trade in one conditional statement: `pay` loses `paid`, `receive`
 * gains `received`. Answers the player's holdings after it (`RETURNING`, no read after it), or null (and
 * nothing changed) when the player holds less than `paid` of `pay`.
 */
export const exchangeResources = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  pay: Resource,
  paid: number,
  receive: Resource,
  received: number,
): Promise<Holdings | null> => {
  const [after] = await exchangeOf(pay, receive)(db, paid, received, galaxyId, playerId, paid);
  return after ?? null;
};

const orderInsert = preparedInsert("market_orders", [
  "galaxy_id",
  "id",
  "player_id",
  "seq",
  "order_type",
  "resource",
  "quantity_requested",
  "quantity_filled",
  "status",
  "total_cost",
  "created_at",
]);

const transactionInsert = preparedInsert("market_transactions", [
  "galaxy_id",
  "id",
  "player_id",
  "order_id",
  "seq",
  "transaction_type",
  "resource",
  "quantity",
  "price_per_unit",
  "total_cost",
  "executed_at",
]);

export const insertMarketOrder = async (db: Queryable, row: MarketOrderRow): Promise<void> => {
  await orderInsert(db, row);
};

export const insertMarketTransaction = async (db: Queryable, row: MarketTransactionRow): Promise<void> => {
  await transactionInsert(db, row);
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
