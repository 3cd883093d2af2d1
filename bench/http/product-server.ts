/**
 * The product for bench:http, run in its own process (pinned to one core by the driver): one SQLite server as an
 * operator runs it (default log level, rate limiter on with a high ceiling), a registered empire rich enough that
 * every write of the benchmark succeeds. Sends `{ url, galaxyId, planetId, token }` to the driver over IPC.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, placeBuildOrder, startServer, trade } from "@nova/server";

const dir = mkdtempSync(join(tmpdir(), "nova-bench-http-"));
const config = loadConfig({
  PORT: "0",
  HOST: "127.0.0.1",
  DATABASE_URL: `sqlite:${join(dir, "nova.db")}`,
  RATE_LIMIT_PER_MINUTE: "100000000",
  WEB_DIST: "/nonexistent",
});
const running = await startServer(config, { scheduler: false, galaxyJobs: false });
const token = "dev:bench-player";
const register = await fetch(`${running.url}/galaxy/register`, {
  method: "POST",
  headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  body: JSON.stringify({ username: "Bench Player", race: "quantam", galaxyId: "demo" }),
});
const { homePlanetId } = (await register.json()) as { homePlanetId: string };
const k = running.app.services.db.kysely;
// Writes must keep succeeding for the whole run: endless credits, a huge home world and a deep market.
await k
  .updateTable("players")
  .set({ credits: 1e15, food: 1e15, iron: 1e15, endurium: 1e15, octarine: 1e15 })
  .where("galaxy_id", "=", "demo")
  .execute();
await k
  .updateTable("planets")
  .set({ size: 1e12 })
  .where("galaxy_id", "=", "demo")
  .where("id", "=", homePlanetId)
  .execute();
await k
  .updateTable("markets")
  .set({ iron_stock: 1e15, endurium_stock: 1e15, octarine_stock: 1e15 })
  .where("galaxy_id", "=", "demo")
  .execute();
// Before each read is measured, the driver has the build orders of earlier rounds dropped: thousands of queued
// jobs on one planet (no player has them) would make the planets read grow from round to round.
// While build orders are measured, the queue they fill is emptied every 50 ms (`{ keepQueueShort: true }`, until
// `false`): a player's planet holds a few dozen jobs at most (its space runs out), and each order sums the jobs in
// progress on the planet it names, so a queue of thousands (1,500 orders a second on one planet of endless space)
// would measure that sum instead of the order. The deletes run on this process, counted against the product.
let keepingShort: NodeJS.Timeout | null = null;
const dropBuildJobs = () =>
  k.deleteFrom("building_jobs").where("galaxy_id", "=", "demo").where("planet_id", "=", homePlanetId).execute();
const player = await k
  .selectFrom("players")
  .innerJoin("users", "users.id", "players.user_id")
  .select(["users.id", "users.display_name", "users.email"])
  .where("players.galaxy_id", "=", "demo")
  .where("players.username", "=", "Bench Player")
  .executeTakeFirstOrThrow();
const user = { id: player.id, displayName: player.display_name, email: player.email, isAdmin: false };
const services = running.app.services;
const ordersWithoutHttp = {
  buy: () => trade(services, user, "demo", "buy", "iron", 1),
  build: () =>
    placeBuildOrder(services, user, {
      galaxyId: "demo",
      orders: [{ planetId: homePlanetId, buildingType: "farm", quantity: 1 }],
    }),
};
/**
 * The same orders as the benchmark's writes, called on the services directly, `inFlight` at a time as from the
 * benchmark's connections: what an order costs without HTTP, authentication, validation or serialising its answer
 * (µs of this process's CPU per order). Build orders' queue is emptied as in the HTTP run.
 */
const withoutHttp = async (which: keyof typeof ordersWithoutHttp, orders: number, inFlight: number) => {
  const order = ordersWithoutHttp[which];
  const before = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < orders) {
        await order();
        if (which === "build" && next % 500 === 0) await dropBuildJobs();
      }
    }),
  );
  const cpu = process.cpuUsage(before);
  return { cpuPerOrder: (cpu.user + cpu.system) / orders, ordersPerS: orders / ((performance.now() - started) / 1000) };
};
process.on(
  "message",
  (message: { tidy?: boolean; cpu?: boolean; keepQueueShort?: boolean; withoutHttp?: "buy" | "build" }) => {
    if (message.withoutHttp) {
      void withoutHttp(message.withoutHttp, 20_000, 50).then((figures) => process.send?.(figures));
      return;
    }
    if (message.cpu) {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
      return;
    }
    if (message.keepQueueShort !== undefined) {
      if (keepingShort) clearInterval(keepingShort);
      keepingShort = message.keepQueueShort ? setInterval(() => void dropBuildJobs(), 50) : null;
      process.send?.({ keepingQueueShort: message.keepQueueShort });
      return;
    }
    if (!message.tidy) return;
    void dropBuildJobs().then(() => process.send?.({ tidied: true }));
  },
);
// Ready only once it listens for the driver's messages.
process.send?.({ url: running.url, galaxyId: "demo", planetId: homePlanetId, token });
const stop = async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("disconnect", () => void stop());
process.on("SIGTERM", () => void stop());
