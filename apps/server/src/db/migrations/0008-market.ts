import type { Kysely } from "kysely";

// Frozen: see 0001. The market maker of rules.md 15: one row per galaxy holds the four stocks (double
// precision: the flips' reversion leaves fractions; trades move them by whole units), the trade count and
// the time of the latest trade. Galaxies created before this migration get their row lazily, at
// equilibrium, on their first trade (a missing row reads as equilibrium until then).
// Every trade writes one order and one transaction, both stamped with `seq`, the galaxy's trade number
// (1, 2, ...; trades hold the market row's lock, so it never repeats): "newest first" is `seq desc`,
// which stays exact when two trades share a millisecond.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("markets")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("food_stock", "double precision", (c) => c.notNull())
    .addColumn("iron_stock", "double precision", (c) => c.notNull())
    .addColumn("endurium_stock", "double precision", (c) => c.notNull())
    .addColumn("octarine_stock", "double precision", (c) => c.notNull())
    .addColumn("total_trades", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("last_trade_at", "bigint")
    .addPrimaryKeyConstraint("markets_pk", ["galaxy_id"])
    .execute();

  await db.schema
    .createTable("market_orders")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("seq", "bigint", (c) => c.notNull())
    .addColumn("order_type", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("quantity_requested", "bigint", (c) => c.notNull())
    .addColumn("quantity_filled", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("total_cost", "bigint", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("market_orders_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("market_orders_player_idx")
    .on("market_orders")
    .columns(["galaxy_id", "player_id", "seq"])
    .execute();

  await db.schema
    .createTable("market_transactions")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("seq", "bigint", (c) => c.notNull())
    .addColumn("transaction_type", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("quantity", "bigint", (c) => c.notNull())
    .addColumn("price_per_unit", "double precision", (c) => c.notNull())
    .addColumn("total_cost", "bigint", (c) => c.notNull())
    .addColumn("executed_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("market_transactions_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("market_transactions_player_idx")
    .on("market_transactions")
    .columns(["galaxy_id", "player_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("market_transactions").execute();
  await db.schema.dropTable("market_orders").execute();
  await db.schema.dropTable("markets").execute();
}
