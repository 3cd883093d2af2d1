import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/platform/clock.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * NPC empires (rules.md 16): the demo galaxy's four easy NPCs act every fourth turn, each on its own beat,
 * building toward their mix and training soldiers through the same order checks as players; NPC turns are
 * skipped for catch-up flips more than an hour old.
 */
for (const database of testDatabases()) {
  describe(`NPC turns on ${database.name}`, () => {
    let server: TestServer;
    const clock = new ManualClock(Date.UTC(2026, 5, 1));
    const operator = "dev:npc-operator";

    beforeAll(async () => {
      server = await startTestServer(database, { clock });
    });
    afterAll(async () => server?.close());

    const db = () => server.running.app.services.db.kysely;
    const npcState = async () => {
      const npcs = await db()
        .selectFrom("players")
        .select(["id", "credits", "iron", "endurium", "octarine"])
        .where("galaxy_id", "=", "demo")
        .where("is_npc", "=", 1)
        .execute();
      const jobs = await db()
        .selectFrom("building_jobs")
        .select(["player_id", "quantity", "state"])
        .where("galaxy_id", "=", "demo")
        .where(
          "player_id",
          "in",
          npcs.map((n) => n.id),
        )
        .execute();
      const events = await db()
        .selectFrom("events")
        .select(["player_id", "event_type", "is_public"])
        .where("galaxy_id", "=", "demo")
        .where("event_type", "in", ["npc_action_building", "npc_action_unit"])
        .execute();
      return { npcs, jobs, events };
    };
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: "demo" }, token: operator, body: { turns } });

    it("skips NPC turns in flips more than an hour behind the clock", async () => {
      // The demo galaxy's next flip is five minutes after its creation; two hours later it is a catch-up flip.
      clock.advance(2 * 60 * 60_000);
      expect((await advance(4)).status).toBe(200);
      const { jobs, events } = await npcState();
      expect(jobs).toHaveLength(0);
      expect(events).toHaveLength(0);
    });

    it("lets every NPC act once in four turns, within its means and the order rules", async () => {
      const galaxy = await db()
        .selectFrom("galaxies")
        .select("next_turn_at")
        .where("id", "=", "demo")
        .executeTakeFirstOrThrow();
      clock.set(galaxy.next_turn_at);
      expect((await advance(4)).status).toBe(200);
      const { npcs, jobs, events } = await npcState();
      expect(npcs.length).toBe(4);
      for (const npc of npcs) {
        expect(jobs.filter((j) => j.player_id === npc.id).length, `jobs of ${npc.id}`).toBeGreaterThan(0);
        expect(events.filter((e) => e.player_id === npc.id && e.event_type === "npc_action_building")).toHaveLength(1);
        for (const stock of [npc.credits, npc.iron, npc.endurium, npc.octarine])
          expect(Number(stock)).toBeGreaterThanOrEqual(0);
      }
      expect(events.every((e) => e.is_public === 0)).toBe(true);
      // Easy NPCs keep 30% of their credits: an action never spends everything.
      expect(npcs.every((n) => Number(n.credits) > 0)).toBe(true);
    });

    it("completes what the NPCs queued: their buildings grow over the following turns", async () => {
      const builtNow = async () => {
        const row = await db()
          .selectFrom("planets as p")
          .innerJoin("players as pl", (j) =>
            j.onRef("pl.galaxy_id", "=", "p.galaxy_id").onRef("pl.id", "=", "p.owner_id"),
          )
          .select((eb) =>
            eb(
              eb(
                eb(eb.fn.sum<number>("p.cash_factory"), "+", eb.fn.sum<number>("p.farm")),
                "+",
                eb.fn.sum<number>("p.living_quarters"),
              ),
              "+",
              eb(eb.fn.sum<number>("p.mine"), "+", eb.fn.sum<number>("p.laser")),
            ).as("n"),
          )
          .where("p.galaxy_id", "=", "demo")
          .where("pl.is_npc", "=", 1)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      const before = await builtNow();
      const galaxy = await db()
        .selectFrom("galaxies")
        .select("next_turn_at")
        .where("id", "=", "demo")
        .executeTakeFirstOrThrow();
      clock.set(galaxy.next_turn_at);
      expect((await advance(12)).status).toBe(200);
      expect(await builtNow()).toBeGreaterThan(before);
    });

    it("explores once half built and rich enough: an explorer flies out and claims a planet", async () => {
      const npc = await db()
        .selectFrom("players")
        .select(["id"])
        .where("galaxy_id", "=", "demo")
        .where("is_npc", "=", 1)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const planetsBefore = await db()
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", "demo")
        .where("owner_id", "=", npc.id)
        .execute();
      // Half of its space built, plenty of credits and an explorer at home.
      await db()
        .updateTable("planets")
        .set({ cash_factory: 120 })
        .where("galaxy_id", "=", "demo")
        .where("owner_id", "=", npc.id)
        .execute();
      await db()
        .updateTable("players")
        .set({ credits: 500_000 })
        .where("galaxy_id", "=", "demo")
        .where("id", "=", npc.id)
        .execute();
      await db()
        .updateTable("fleets")
        .set({ explorers: 1 })
        .where("galaxy_id", "=", "demo")
        .where("id", "=", `demo:${npc.id}:home`)
        .execute();
      const galaxy = await db()
        .selectFrom("galaxies")
        .select("next_turn_at")
        .where("id", "=", "demo")
        .executeTakeFirstOrThrow();
      clock.set(galaxy.next_turn_at);
      expect((await advance(4)).status).toBe(200);
      const explorers = await db()
        .selectFrom("fleets")
        .select(["id", "status", "target_planet_id"])
        .where("galaxy_id", "=", "demo")
        .where("player_id", "=", npc.id)
        .where("action", "=", "exploration")
        .execute();
      const events = await db()
        .selectFrom("events")
        .select("summary")
        .where("galaxy_id", "=", "demo")
        .where("player_id", "=", npc.id)
        .where("event_type", "=", "npc_action_exploration")
        .execute();
      expect(events.length).toBe(1);
      expect(events[0]?.summary).toMatch(/^Explorer sent to \d+,\d+:\d+$/);
      // Either still on its way or already arrived and claimed the planet.
      const planetsAfter = await db()
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", "demo")
        .where("owner_id", "=", npc.id)
        .execute();
      expect(explorers.length + planetsAfter.length - planetsBefore.length).toBeGreaterThanOrEqual(1);
      expect((await advance(20)).status).toBe(200);
      const claimed = await db()
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", "demo")
        .where("owner_id", "=", npc.id)
        .execute();
      expect(claimed.length).toBeGreaterThan(planetsBefore.length);
    });
  });
}
