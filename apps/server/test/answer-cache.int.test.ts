import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";
import { ManualClock } from "../src/platform/clock.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * The polled reads reuse a caller's last answer while the database is unchanged (http/answer-cache.ts): these tests
 * hold them to answering exactly what a fresh read would, whoever changes the database and however.
 */
for (const database of testDatabases()) {
  describe(`kept answers of the polled reads on ${database.name}`, () => {
    let server: TestServer;
    const clock = new ManualClock(Date.UTC(2026, 6, 1));
    const alice = "dev:cache-alice";
    const bob = "dev:cache-bob";
    const stats = (token: string) => server.raw("GET", "/player/stats?galaxyId=demo", { token });

    beforeAll(async () => {
      server = await startTestServer(database, { clock });
      for (const [token, username] of [
        [alice, "Cache Alice"],
        [bob, "Cache Bob"],
      ] as const) {
        const res = await server.raw("POST", "/galaxy/register", {
          token,
          body: { username, race: "quantam", galaxyId: "demo" },
        });
        expect(res.status).toBe(201);
      }
    });
    afterAll(async () => server?.close());

    it("gives each caller their own answer, the same while nothing changes", async () => {
      const first = await stats(alice);
      expect(first.status).toBe(200);
      expect(first.body.playerName).toBe("Cache Alice");
      expect((await stats(alice)).body).toEqual(first.body);
      expect((await stats(bob)).body.playerName).toBe("Cache Bob");
      expect((await stats(alice)).body.playerName).toBe("Cache Alice");
    });

    it("answers afresh after a write through the API", async () => {
      const before = (await stats(alice)).body;
      const buy = await server.raw("POST", "/market/buy?galaxyId=demo", {
        token: alice,
        body: { resource: "food", quantity: 1 },
      });
      expect(buy.status).toBe(200);
      const after = (await stats(alice)).body;
      expect(after.resources.food).toBe(before.resources.food + 1);
      expect(after.credits).toBeLessThan(before.credits);
    });

    it("answers afresh after a commit on another connection (the turn worker's, another process's)", async () => {
      const before = (await stats(alice)).body;
      const other = openDatabase(server.running.app.services.config.databaseUrl, {
        checkpointer: false,
        ...(server.pgSchema ? { pgSchema: server.pgSchema } : {}),
      });
      try {
        await other.kysely
          .updateTable("players")
          .set({ credits: before.credits + 12345 })
          .where("galaxy_id", "=", "demo")
          .where("id", "=", before.playerId)
          .execute();
      } finally {
        await other.close();
      }
      expect((await stats(alice)).body.credits).toBe(before.credits + 12345);
      const planets = await server.raw("GET", "/galaxy/planets/demo", { token: alice });
      expect(planets.status).toBe(200);
      expect(planets.body.planets.length).toBeGreaterThan(0);
    });

    it("says a turn is processing once its time has come, with no change in the database", async () => {
      const open = await server.raw("GET", "/galaxy/turn-info/demo", { token: alice });
      expect(open.body.phase).toBe("open");
      expect((await server.raw("GET", "/galaxy/turn-info/demo", { token: alice })).body).toEqual(open.body);
      clock.set(Date.parse(open.body.nextTurnAt));
      expect((await server.raw("GET", "/galaxy/turn-info/demo", { token: alice })).body.phase).toBe("processing");
    });

    it("still refuses a caller without an empire, and one without sign-in", async () => {
      expect((await stats("dev:cache-nobody")).status).toBe(404);
      expect((await server.raw("GET", "/player/stats?galaxyId=demo")).status).toBe(401);
    });
  });
}
