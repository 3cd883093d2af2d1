import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { ManualClock } from "../src/platform/clock.ts";
import { startServer, type RunningServer } from "../src/server.ts";
import { processDueFlips } from "../src/engine/turn-flip.ts";
import { openPush } from "./support/push-client.ts";
import { dropTestSchema, migratingAlone } from "./support/test-server.ts";

const url = process.env["TEST_DATABASE_URL"];

/** Two API processes over one PostgreSQL database, as in a scaled-out deployment. */
describe.skipIf(!url)("several server processes on one PostgreSQL database", () => {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const clock = new ManualClock(Date.UTC(2026, 10, 1));
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const config = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent",
    });
    // Started one after the other: the second finds the schema migrated and the demo galaxy there.
    for (let i = 0; i < 2; i++) {
      servers.push(
        await migratingAlone(url!, schema, () =>
          startServer(config, { pgSchema: schema, scheduler: false, galaxyJobs: false, logger: false, clock }),
        ),
      );
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await dropTestSchema(url!, schema);
  });

  it("processes every due flip exactly once between them", async () => {
    clock.advance(7 * 5 * 60_000 + 1000); // seven demo flips are due
    const [a, b] = await Promise.all(servers.map((s) => processDueFlips(s.app.services)));
    expect((a ?? 0) + (b ?? 0)).toBe(7);
    const db = servers[0]!.app.services.db.kysely;
    const galaxy = await db
      .selectFrom("galaxies")
      .select("current_turn")
      .where("id", "=", "demo")
      .executeTakeFirstOrThrow();
    expect(galaxy.current_turn).toBe(7);
    const flips = await db
      .selectFrom("events")
      .select("turn_number")
      .where("event_type", "=", "turn_flipped")
      .orderBy("turn_number")
      .execute();
    expect(flips.map((f) => f.turn_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("pushes a turn flipped by one process to a socket held by the other", async () => {
    const listening = openPush(servers[1]!.url, "demo", { type: "auth", token: "dev:push-watcher" });
    await listening.next((m) => m.type === "ready");
    clock.advance(5 * 60_000);
    expect(await processDueFlips(servers[0]!.app.services)).toBe(1);
    expect(await listening.next((m) => m.type === "turn")).toMatchObject({ type: "turn", currentTurn: 8 });
    listening.close();
  });

  it("keeps pushing after the database drops the connections push listens and publishes on", async () => {
    const listening = openPush(servers[1]!.url, "demo", { type: "auth", token: "dev:push-watcher" });
    await listening.next((m) => m.type === "ready");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query like $1 or query like $2`,
        [`listen "nova_push_${schema}"`, "select pg_notify($1, $2)"],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    // The listeners reconnect after a second; the publisher on its next use.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    clock.advance(5 * 60_000);
    expect(await processDueFlips(servers[0]!.app.services)).toBe(1);
    expect(await listening.next((m) => m.type === "turn")).toMatchObject({ type: "turn", currentTurn: 9 });
    listening.close();
  });
});
