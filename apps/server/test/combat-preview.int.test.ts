import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
import { giveColony } from "./support/colonies.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";
import { createSmallGalaxy } from "./support/small-galaxy.ts";

for (const database of testDatabases()) {
  describe(`combat preview from the caller's own intel on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:pv-alice";
    const bob = "dev:pv-bob";
    const carol = "dev:pv-carol";
    let aliceId: string;
    let bobId: string;
    let colony: string;
    const G = "preview";
    const db = () => server.running.app.services.db.kysely;
    const preview = (token: string, body: Omit<RouteBody<"combatPreview">, "galaxyId">) =>
      server.send("combatPreview", { token, body: { galaxyId: G, ...body } });
    const attackUnits = { droids: 0, soldiers: 100, fighters: 20 };

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createSmallGalaxy(server.running.app.services, G, "Preview");
      const register = async (token: string, username: string, race: string) =>
        (await server.ok("register", { token, body: { username, race, galaxyId: G } })).body.playerId as string;
      aliceId = await register(alice, "Scout Alice", "quantam");
      bobId = await register(bob, "Target Bob", "quantam");
      await register(carol, "Other Carol", "camaar");
      colony = await giveColony(db(), G, bobId, { laser: 2 });
      // Bob stations 300 soldiers on the colony; with no agents at home, Alice's spies almost always get through.
      await db()
        .insertInto("fleets")
        .values({
          galaxy_id: G,
          id: `${G}:${bobId}:guard`,
          player_id: bobId,
          name: "Guard",
          is_home: 0,
          status: "stationed",
          action: null,
          soldiers: 300,
          droids: 0,
          fighters: 0,
          bombers: 0,
          transports: 0,
          lasers: 0,
          wizards: 0,
          agents: 0,
          explorers: 0,
          home_planet_id: null,
          source_planet_id: null,
          target_planet_id: null,
          stationed_planet_id: colony,
          started_at: null,
          arrives_at: null,
          created_at: 0,
          portal_planet_id: null,
          merge_into_fleet_id: null,
          travel_seconds: null,
        })
        .execute();
      await db()
        .updateTable("fleets")
        .set({ agents: 0 })
        .where("galaxy_id", "=", G)
        .where("player_id", "=", bobId)
        .execute();
      await db().updateTable("players").set({ protected_until_turn: 0 }).where("galaxy_id", "=", G).execute();
    });
    afterAll(async () => server?.close());

    it("refuses what cannot be attacked or is not held, with the attack rules' messages", async () => {
      expect(
        (await server.refusal("combatPreview", { body: { galaxyId: G, targetPlanetId: colony, units: attackUnits } }))
          .status,
      ).toBe(401);
      const missing = await preview(alice, { targetPlanetId: "19,19:9", units: attackUnits });
      expect(missing.status).toBe(404);
      const otherGalaxy = await preview(alice, {
        targetPlanetId: `elsewhere:${colony.split(":").slice(1).join(":")}`,
        units: attackUnits,
      });
      expect(otherGalaxy.status).toBe(404);
      const ownHome = (await server.ok("planets", { params: { galaxyId: G }, token: alice })).body.planets[0]!.id;
      const own = await preview(alice, { targetPlanetId: ownHome, units: attackUnits });
      expect(own.status).toBe(422);
      expect(own.body).toEqual({
        code: "invalid_action",
        detail: "You cannot attack your own planet",
        reason: "attack_own_planet",
      });
      const bobHome = (await server.ok("planets", { params: { galaxyId: G }, token: bob })).body.planets.find(
        (p: { isHomeWorld: boolean }) => p.isHomeWorld,
      )!.id;
      expect((await preview(alice, { targetPlanetId: bobHome, units: attackUnits })).refusal.detail).toBe(
        "Home worlds cannot be attacked",
      );
      const tooMany = await preview(alice, { targetPlanetId: colony, units: { fighters: 21 } });
      expect(tooMany.status).toBe(422);
      expect(tooMany.refusal.detail).toBe("Insufficient fighters: need 21, have 20");
      expect((await preview(alice, { targetPlanetId: colony, units: {} })).refusal.code).toBe("invalid_input");
      expect((await preview(alice, { targetPlanetId: colony, units: { fighters: -1 } })).refusal.code).toBe(
        "invalid_input",
      );
      expect((await preview(alice, { targetPlanetId: colony, units: malformed({ lasers: 1 }) })).refusal.code).toBe(
        "invalid_input",
      );
    });

    it("without intel: no estimate at all", async () => {
      const res = await preview(alice, { targetPlanetId: colony, units: attackUnits });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        basedOn: { source: "none", turn: null, ageTurns: null, operationId: null },
        estimate: null,
      });
    });

    it("follows the spy report, not the truth, and ages it; nobody else's intel counts", async () => {
      let operationId: string | null = null;
      for (let i = 0; i < 10 && !operationId; i++) {
        await db()
          .updateTable("players")
          .set({ morale: 1 })
          .where("galaxy_id", "=", G)
          .where("id", "=", aliceId)
          .execute();
        const cast = await server.ok("castOperation", {
          params: { galaxyId: G },
          token: alice,
          body: { galaxyId: G, playerId: aliceId, operationType: "spy_on_target", targetPlayerId: bobId, unitCount: 1 },
        });
        expect(cast.status).toBe(200);
        if (cast.body.success) {
          operationId = cast.body.operationId;
          // The report now counts the military: the 300 guards on the colony and its 2 lasers.
          const seen = (cast.body.intelData as any).military.planets.find(
            (p: { planetId: string }) => p.planetId === colony,
          );
          expect(seen).toMatchObject({ lasers: 2, stationed: { soldiers: 300 } });
        }
      }
      expect(operationId).not.toBeNull();
      const before = await preview(alice, { targetPlanetId: colony, units: attackUnits });
      expect(before.status).toBe(200);
      expect(before.answer.basedOn).toEqual({ source: "spy_report", turn: 0, ageTurns: 0, operationId });
      // 100 soldiers × 2 (no transports: none land) against 300 × 5: a sure defeat.
      expect(before.answer.estimate!.outcome).toBe("defended");
      expect(before.answer.estimate!.winChance).toBe(0);

      // Bob's true army changes after the report: the guards leave and the lasers are sold off.
      await db().deleteFrom("fleets").where("galaxy_id", "=", G).where("id", "=", `${G}:${bobId}:guard`).execute();
      await db().updateTable("planets").set({ laser: 0 }).where("galaxy_id", "=", G).where("id", "=", colony).execute();
      const after = await preview(alice, { targetPlanetId: colony, units: attackUnits });
      expect(after.body).toEqual(before.body);
      expect(after.answer.estimate!.defenderLosses).toEqual(before.answer.estimate!.defenderLosses);

      await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 2 } });
      const aged = await preview(alice, { targetPlanetId: colony, units: attackUnits });
      expect(aged.answer.basedOn).toMatchObject({ source: "spy_report", turn: 0, ageTurns: 2 });

      // Bob's away summary lists the operations he suffered, never who cast them.
      const away = (await server.ok("awaySummary", { params: { galaxyId: G }, query: { since: "0" }, token: bob }))
        .body;
      expect(away.operationsSuffered.length).toBeGreaterThan(0);
      for (const op of away.operationsSuffered) {
        expect(Object.keys(op).sort()).toEqual(["operationType", "status", "turnNumber"]);
        expect(op.operationType).toBe("spy_on_target");
      }
      expect(JSON.stringify(away)).not.toContain(aliceId);

      // A battle Alice fought for the colony after her report is newer intel: what her own fleet saw ("own").
      await db()
        .insertInto("battle_reports")
        .values({
          galaxy_id: G,
          id: "seen-battle",
          attacker_id: aliceId,
          defender_id: bobId,
          attacker_family_id: null,
          defender_family_id: null,
          planet_id: colony,
          turn_number: 2,
          report: JSON.stringify({
            planetName: "colony",
            defenderInitialUnits: { soldiers: 5 },
            defenderHomeFleetUnits: null,
            defenderInitialLasers: 0,
            defenderNetworth: 3_000,
          }),
          created_at: Date.now(),
        })
        .execute();
      const seen = await preview(alice, { targetPlanetId: colony, units: { soldiers: 100, transports: 0 } });
      expect(seen.answer.basedOn).toEqual({ source: "own", turn: 2, ageTurns: 0, operationId: null });
      expect(seen.answer.estimate!.defenderLosses).toEqual({});

      // Carol holds no report of her own on Bob: Alice's intel is not hers.
      const carolView = await preview(carol, { targetPlanetId: colony, units: { soldiers: 50 } });
      expect(carolView.status).toBe(200);
      expect(carolView.answer.basedOn.source).toBe("none");
      expect(carolView.answer.estimate).toBeNull();
    });
  });
}
