import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/** GET /operations/{galaxyId}/active: what the grid map's Intel Ops overlay draws. */
for (const database of testDatabases()) {
  describe(`intel overlay on ${database.name}`, () => {
    let server: TestServer;
    const seer = "dev:intel-seer";
    const other = "dev:intel-other";
    let seerId = "";
    let otherId = "";
    let otherHome = "";

    beforeAll(async () => {
      server = await startTestServer(database);
      seerId = (
        await server.ok("register", {
          token: seer,
          body: { username: "Intel Seer", race: "partaxian", galaxyId: "demo" },
        })
      ).body.playerId;
      const reg = await server.ok("register", {
        token: other,
        body: { username: "Intel Other", race: "wardancer", galaxyId: "demo" },
      });
      otherId = reg.body.playerId;
      otherHome = reg.body.homePlanetId;
    });
    afterAll(async () => server?.close());

    const db = () => server.running.app.services.db.kysely;
    const active = (token: string) => server.send("activeOperations", { params: { galaxyId: "demo" }, token });

    it("is empty before any intel", async () => {
      const res = await active(seer);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ planetLists: [], portalEffects: [], allPortalEffects: [] });
    });

    it("draws the planets a find_targets_planet revealed, for the caster only", async () => {
      // What a successful find_targets_planet records (operations-service).
      await db()
        .insertInto("operation_records")
        .values({
          galaxy_id: "demo",
          id: "op-find-1",
          caster_id: seerId,
          target_id: otherId,
          target_planet_id: null,
          operation_type: "find_targets_planet",
          status: "success",
          success_rate: 0.9,
          is_fake: 0,
          details: JSON.stringify({ intelData: { playerName: "Intel Other", planetLists: [{ planetId: otherHome }] } }),
          turn_number: 0,
          created_at: Date.now(),
        })
        .execute();
      const [, x, y] = /:(\d+),(\d+):/.exec(otherHome)!.map(Number);
      const res = await active(seer);
      expect(res.answer.planetLists).toEqual([
        {
          operationId: "op-find-1",
          targetPlayerId: otherId,
          targetPlayerName: "Intel Other",
          turnNumber: 0,
          planets: [{ planetId: otherHome, x, y }],
        },
      ]);
      expect((await active(other)).answer.planetLists).toEqual([]);
    });

    it("shows a force field to its caster at once and to everyone while it blocks the portal", async () => {
      await db()
        .insertInto("planted_operations")
        .values({
          galaxy_id: "demo",
          id: "ff-1",
          effect_type: "portal_force_field",
          caster_id: seerId,
          affected_player_id: otherId,
          planet_id: otherHome,
          started_turn: 0,
          created_at: Date.now(),
        })
        .execute();
      const mine = (await active(seer)).answer;
      expect(mine.portalEffects).toMatchObject([
        { id: "ff-1", effectType: "portal_force_field", activeFromTurn: 12, endsTurn: 21 },
      ]);
      expect(mine.allPortalEffects).toEqual([]);
      expect((await active(other)).answer.portalEffects).toEqual([]);
      // Twelve turns later it blocks the portal: plain to see for everyone.
      await server.ok("advanceTurn", { params: { galaxyId: "demo" }, token: seer, body: { turns: 12 } });
      expect((await active(other)).answer.allPortalEffects).toMatchObject([{ id: "ff-1", planetId: otherHome }]);
      // The planet list is older than 48 turns after another 40: it leaves the map.
      await server.ok("advanceTurn", { params: { galaxyId: "demo" }, token: seer, body: { turns: 40 } });
      const later = (await active(seer)).answer;
      expect(later.planetLists).toEqual([]);
      expect(later.allPortalEffects).toEqual([]);
    });

    it("answers 401 without a token and 404 without an empire here", async () => {
      expect((await server.refusal("activeOperations", { params: { galaxyId: "demo" }, token: null })).status).toBe(
        401,
      );
      expect((await active("dev:intel-nobody")).status).toBe(404);
    });
  });
}
