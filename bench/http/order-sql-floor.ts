/**
 * The floor under bench:http's market buy: the SQL a buy writes, and nothing else. One real buy through the service
 * makes the rows; then 20,000 more orders copy them through prepared statements, 32 per transaction (as group
 * commit does), each in a savepoint: the player's conditional update, the market's update, and the order, trade
 * and event inserts, with new ids as the product makes them. No HTTP, no query builder, no rules. Printed with and without the three reads a buy makes
 * first (player, galaxy, market), twice each as the tables grow.
 * bench:http's write target (30% of raw's requests per second) leaves about 60 µs of CPU per request for
 * everything; this prints what the SQL alone takes.
 * Usage: taskset -c 0 tsx bench/http/order-sql-floor.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, plusParameters, startServer, systemIds, trade } from "@nova/server";

const dir = mkdtempSync(join(tmpdir(), "nova-order-floor-"));
const config = loadConfig({
  PORT: "0",
  HOST: "127.0.0.1",
  DATABASE_URL: `sqlite:${join(dir, "nova.db")}`,
  LOG_LEVEL: "warn",
  WEB_DIST: "/nonexistent",
});
const running = await startServer(config, { scheduler: false, galaxyJobs: false });
await fetch(`${running.url}/galaxy/register`, {
  method: "POST",
  headers: { authorization: "Bearer dev:bench-player", "content-type": "application/json" },
  body: JSON.stringify({ username: "Bench Player", race: "quantam", galaxyId: "demo" }),
});
const k = running.app.services.db.kysely;
await k.updateTable("players").set({ credits: 1e15 }).where("galaxy_id", "=", "demo").execute();
await k.updateTable("markets").set({ iron_stock: 1e15 }).where("galaxy_id", "=", "demo").execute();
const user = { id: "dev:bench-player", displayName: "Bench Player", email: null, isAdmin: false };
await trade(running.app.services, user, "demo", "buy", "iron", 1);

const db = running.app.services.db.sqlite!;
// Compiled as the product compiles its SQL (decision 227): without it every run of a statement is compiled again.
const sqlite = { prepare: (sql: string) => db.prepare(plusParameters(sql)) };
const last = (table: string) =>
  sqlite.prepare(`select * from ${table} order by rowid desc limit 1`).get() as Record<string, unknown>;
const order = last("market_orders");
const transaction = last("market_transactions");
const event = last("events");
const insert = (table: string, row: Record<string, unknown>) => {
  const columns = Object.keys(row);
  return sqlite.prepare(
    `insert into ${table} (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
  );
};
const statements = {
  order: insert("market_orders", order),
  transaction: insert("market_transactions", transaction),
  event: insert("events", event),
  player: sqlite.prepare(
    "update players set credits = credits - ?, iron = iron + ? where galaxy_id = ? and id = ? and credits >= ? returning credits, food, iron, endurium, octarine",
  ),
  market: sqlite.prepare("update markets set iron_stock = ?, total_trades = ?, last_trade_at = ? where galaxy_id = ?"),
  readPlayer: sqlite.prepare("select * from players where galaxy_id = ? and user_id = ?"),
  readGalaxy: sqlite.prepare("select * from galaxies where id = ?"),
  readMarket: sqlite.prepare("select * from markets where galaxy_id = ?"),
  savepoint: sqlite.prepare("savepoint order_floor"),
  release: sqlite.prepare("release order_floor"),
  begin: sqlite.prepare("begin immediate"),
  commit: sqlite.prepare("commit"),
};
const playerId = order["player_id"] as string;
let seq = 1_000_000;
const buy = (withReads: boolean) => {
  statements.savepoint.run();
  if (withReads) {
    statements.readPlayer.get("demo", user.id);
    statements.readGalaxy.get("demo");
    statements.readMarket.get("demo");
  }
  statements.player.get(10, 1, "demo", playerId, 10);
  seq++;
  statements.market.run(1e15 - seq, seq, Date.now(), "demo");
  const id = systemIds.uuid();
  statements.order.run({ ...order, id, seq });
  statements.transaction.run({ ...transaction, id: systemIds.uuid(), order_id: id, seq });
  statements.event.run({ ...event, id: systemIds.uuid() });
  statements.release.run();
};
const ORDERS = 20_000;
for (const withReads of [false, true, false, true]) {
  const before = process.cpuUsage();
  for (let i = 0; i < ORDERS; i += 32) {
    statements.begin.run();
    for (let j = 0; j < 32; j++) buy(withReads);
    statements.commit.run();
  }
  const cpu = process.cpuUsage(before);
  console.log(
    `${withReads ? "reads and writes" : "writes only     "}: ${((cpu.user + cpu.system) / ORDERS).toFixed(1)} µs of CPU per order`,
  );
}
await running.close();
rmSync(dir, { recursive: true, force: true });
