import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/platform/clock.ts";
import { processDueFlips, processNextFlip } from "../src/engine/turn-flip.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const FIVE_MINUTES = 5 * 60_000;

for (const database of testDatabases()) {
  describe(`turn flips on the server clock (${database.name})`, () => {
    let server: TestServer;
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    beforeAll(async () => {
      server = await startTestServer(database, { clock });
    });
    afterAll(async () => server?.close());

    const turn = async () => (await server.ok("turnInfo", { params: { galaxyId: "demo" }, token: "dev:watcher" })).body;

    it("flips nothing before the time, then every missed flip in order", async () => {
      const services = server.running.app.services;
      expect(await processDueFlips(services)).toBe(0);
      expect((await turn()).currentTurn).toBe(0);

      clock.advance(FIVE_MINUTES);
      expect((await turn()).phase).toBe("processing");
      expect(await processDueFlips(services)).toBe(1);
      expect(await turn()).toMatchObject({ currentTurn: 1, phase: "open" });

      clock.advance(3 * FIVE_MINUTES + 1000); // downtime: three flips were missed
      expect(await processDueFlips(services)).toBe(3);
      expect((await turn()).currentTurn).toBe(4);

      const flips = await services.db.kysely
        .selectFrom("events")
        .select(["turn_number", "created_at"])
        .where("galaxy_id", "=", "demo")
        .where("event_type", "=", "turn_flipped")
        .orderBy("turn_number")
        .execute();
      expect(flips.map((f) => f.turn_number)).toEqual([1, 2, 3, 4]);
      const times = flips.map((f) => Number(f.created_at));
      expect(times.every((t, i) => i === 0 || t - (times[i - 1] ?? 0) === FIVE_MINUTES)).toBe(true);
    });

    it("processes a due flip once even when several workers race for it", async () => {
      const services = server.running.app.services;
      clock.advance(FIVE_MINUTES);
      const now = clock.now();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => processNextFlip(services, "demo", { onlyIfDueAt: now })),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect((await turn()).currentTurn).toBe(5);
    });
  });
}
