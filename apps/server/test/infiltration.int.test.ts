import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/** Infiltrate (rules.md 14.2): the caster reads the target's own news for the 8 turns the infiltration lasts. */
for (const database of testDatabases()) {
  describe(`infiltrations on ${database.name}`, () => {
    let server: TestServer;
    const spy = "dev:infil-spy";
    const mark = "dev:infil-mark";
    let spyId = "";
    let markId = "";
    let markHome = "";

    beforeAll(async () => {
      server = await startTestServer(database);
      spyId = (
        await server.ok("register", { token: spy, body: { username: "Infil Spy", race: "quantam", galaxyId: "demo" } })
      ).body.playerId;
      const reg = await server.ok("register", {
        token: mark,
        body: { username: "Infil Mark", race: "wardancer", galaxyId: "demo" },
      });
      markId = reg.body.playerId;
      markHome = reg.body.homePlanetId;
    });
    afterAll(async () => server?.close());

    const list = async (token: string) => server.send("infiltrations", { params: { galaxyId: "demo" }, token });

    it("lists nothing before any infiltration", async () => {
      const res = await list(spy);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ infiltrations: [] });
    });

    it("shows the caster the target's own news while the infiltration lasts, and nobody else", async () => {
      expect(
        (
          await server.ok("buildOrder", {
            token: mark,
            body: { galaxyId: "demo", orders: [{ planetId: markHome, buildingType: "farm", quantity: 2 }] },
          })
        ).status,
      ).toBe(201);
      // What a successful infiltrate leaves behind (operations-service): an 8-turn effect on the target.
      await server.running.app.services.db.kysely
        .insertInto("active_effects")
        .values({
          galaxy_id: "demo",
          id: "infil-1",
          affected_player_id: markId,
          source_player_id: spyId,
          effect_type: "infiltrate",
          started_turn: 0,
          duration_turns: 8,
          intensity: 1,
          created_at: Date.now(),
        })
        .execute();
      const res = await list(spy);
      expect(res.answer.infiltrations).toHaveLength(1);
      const [infiltration] = res.answer.infiltrations;
      expect(infiltration).toMatchObject({ targetPlayerId: markId, targetPlayerName: "Infil Mark", durationTurns: 8 });
      expect(infiltration!.events.map((e: { eventType: string }) => e.eventType)).toEqual(
        expect.arrayContaining(["building_queued", "player_registered"]),
      );
      // The target reads no one's news, and outsiders are refused.
      expect((await list(mark)).body).toEqual({ infiltrations: [] });
      expect((await list("dev:infil-outsider")).status).toBe(404);
      expect((await server.refusal("infiltrations", { params: { galaxyId: "demo" }, token: null })).status).toBe(401);
    });

    it("ends when the infiltration expires", async () => {
      const advance = await server.ok("advanceTurn", { params: { galaxyId: "demo" }, token: spy, body: { turns: 7 } });
      expect(advance.status).toBe(200);
      expect((await list(spy)).answer.infiltrations[0]?.durationTurns).toBe(1);
      await server.ok("advanceTurn", { params: { galaxyId: "demo" }, token: spy, body: { turns: 1 } });
      expect((await list(spy)).body).toEqual({ infiltrations: [] });
    });
  });
}
