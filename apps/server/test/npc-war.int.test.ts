import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/platform/clock.ts";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { openPush } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * NPC attacks (rules.md 16 step 5): a hard NPC strikes an eligible human planet it expects to win and fights on
 * arrival through the players' own battle; a medium NPC leaves a weak neighbour alone until that neighbour
 * attacks it, then raises a strike force and strikes back; an attack that is no longer allowed on arrival is
 * called off.
 */
for (const database of testDatabases()) {
  describe(`NPC attacks on ${database.name}`, () => {
    let server: TestServer;
    const clock = new ManualClock(Date.UTC(2026, 6, 1));
    const db = () => server.running.app.services.db.kysely;

    beforeAll(async () => {
      server = await startTestServer(database, { clock, demo: false });
    });
    afterAll(async () => server?.close());

    /** A 16×16 galaxy with two NPCs of the given level and one human, Vic, who holds an undefended colony beside the first NPC. */
    const setUp = async (id: string, level: "hard" | "medium", vicSoldiers = 20_000) => {
      await createGalaxy(server.running.app.services, {
        id,
        name: `NPC ${level}`,
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: {
          gridWidth: 16,
          gridHeight: 16,
          familyCount: 3,
          maxPlayersPerFamily: 2,
          planetsPerHomeSystem: 2,
          planetsPerNeutralSystem: 3,
          systemDensity: 0.2,
          turnLengthMinutes: 5,
        },
        npcCount: 2,
        npcDifficulty: level,
      });
      const token = `dev:vic-${id}`;
      const registered = await server.ok("register", {
        token,
        body: { username: `Vic ${level}`, race: "quantam", galaxyId: id },
      });
      expect(registered.status).toBe(201);
      const vicId: string = registered.body.playerId;
      const npc = await db()
        .selectFrom("players")
        .select(["id", "family_id"])
        .where("galaxy_id", "=", id)
        .where("is_npc", "=", 1)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const vic = await db()
        .selectFrom("players")
        .select("family_id")
        .where("galaxy_id", "=", id)
        .where("id", "=", vicId)
        .executeTakeFirstOrThrow();
      expect(vic.family_id).not.toBe(npc.family_id);
      // A quantam NPC knows the operations these tests look for (sense_defense_system, destroy_cash).
      await db()
        .updateTable("players")
        .set({ race: "quantam" })
        .where("galaxy_id", "=", id)
        .where("id", "=", npc.id)
        .execute();
      const npcHome = await db()
        .selectFrom("planets")
        .select(["id", "x", "y"])
        .where("galaxy_id", "=", id)
        .where("owner_id", "=", npc.id)
        .executeTakeFirstOrThrow();
      const free = await db()
        .selectFrom("planets")
        .select(["id", "x", "y", "size"])
        .where("galaxy_id", "=", id)
        .where("owner_id", "is", null)
        .where("is_home_slot", "=", 0)
        .execute();
      const near = free.sort(
        (a, b) =>
          Math.hypot(a.x - npcHome.x, a.y - npcHome.y) - Math.hypot(b.x - npcHome.x, b.y - npcHome.y) ||
          (a.id < b.id ? -1 : 1),
      );
      const [colony, npcColony] = near;
      if (!colony || !npcColony) throw new Error("no neutral planets near the NPC");
      await db()
        .updateTable("planets")
        .set({ owner_id: vicId, population: colony.size, claimed_at: 0, farm: 2 })
        .where("galaxy_id", "=", id)
        .where("id", "=", colony.id)
        .execute();
      await db()
        .updateTable("planets")
        .set({ owner_id: npc.id, population: npcColony.size, claimed_at: 0, farm: 2 })
        .where("galaxy_id", "=", id)
        .where("id", "=", npcColony.id)
        .execute();
      // Vic is no newcomer, and (by default) a big standing army at home keeps his networth in the NPC's range.
      await db()
        .updateTable("players")
        .set({ protected_until_turn: 0 })
        .where("galaxy_id", "=", id)
        .where("id", "=", vicId)
        .execute();
      await db()
        .updateTable("fleets")
        .set({ soldiers: vicSoldiers, droids: 300, transports: 3 })
        .where("galaxy_id", "=", id)
        .where("id", "=", `${id}:${vicId}:home`)
        .execute();
      return { token, vicId, npcId: npc.id, colony: colony.id, npcColony: npcColony.id };
    };

    /** A strike force at the NPC's home, and the credits to keep it (every unit costs a credit a turn). */
    const armNpc = async (galaxyId: string, npcId: string) => {
      await db()
        .updateTable("fleets")
        .set({ droids: 2_000, transports: 20, fighters: 100, bombers: 20 })
        .where("galaxy_id", "=", galaxyId)
        .where("id", "=", `${galaxyId}:${npcId}:home`)
        .execute();
      await db()
        .updateTable("players")
        .set({ credits: 1_000_000 })
        .where("galaxy_id", "=", galaxyId)
        .where("id", "=", npcId)
        .execute();
    };

    const advance = async (galaxyId: string, turns: number) => {
      const galaxy = await db()
        .selectFrom("galaxies")
        .select("next_turn_at")
        .where("id", "=", galaxyId)
        .executeTakeFirstOrThrow();
      // The clock stands at the flip, so these are live turns rather than catch-up flips NPCs sit out.
      clock.set(galaxy.next_turn_at);
      const res = await server.ok("advanceTurn", {
        params: { galaxyId },
        token: "dev:npc-war-operator",
        body: { turns },
      });
      expect(res.status).toBe(200);
    };

    const strikes = (galaxyId: string, npcId: string) =>
      db()
        .selectFrom("fleets")
        .select(["id", "status", "target_planet_id", "droids", "transports"])
        .where("galaxy_id", "=", galaxyId)
        .where("player_id", "=", npcId)
        .where("action", "=", "attack")
        .execute();

    const reports = (galaxyId: string, npcId: string) =>
      db()
        .selectFrom("battle_reports")
        .select(["attacker_id", "defender_id", "planet_id", "report"])
        .where("galaxy_id", "=", galaxyId)
        .where("attacker_id", "=", npcId)
        .execute();

    /** Vic attacks the NPC's colony with his droids, once its own newcomer protection is over. */
    const vicAttacks = async (G: string, token: string, vicId: string, npcId: string, npcColony: string) => {
      await db()
        .updateTable("players")
        .set({ protected_until_turn: 0 })
        .where("galaxy_id", "=", G)
        .where("id", "=", npcId)
        .execute();
      const sent = await server.ok("sendFleet", {
        token,
        body: {
          galaxyId: G,
          sourceFleetId: `${G}:${vicId}:home`,
          action: "attack",
          targetPlanetId: npcColony,
          units: { droids: 300, transports: 3 },
        },
      });
      expect(sent.status).toBe(201);
      for (let i = 0; i < 20; i++) {
        const fleet = await db()
          .selectFrom("fleets")
          .select("status")
          .where("galaxy_id", "=", G)
          .where("id", "=", sent.body.fleet!.id)
          .executeTakeFirstOrThrow();
        if (fleet.status === "arrived") break;
        await advance(G, 1);
      }
      const fight = await server.ok("initiateCombat", {
        params: { planetId: npcColony },
        query: { galaxy_id: G },
        token,
      });
      expect(fight.status).toBe(200);
    };

    /** The summaries of the NPC's events that start with `start`. */
    const summaries = async (galaxyId: string, npcId: string, start: string) =>
      (
        await db()
          .selectFrom("events")
          .select("summary")
          .where("galaxy_id", "=", galaxyId)
          .where("player_id", "=", npcId)
          .where("summary", "like", `${start}%`)
          .execute()
      ).map((e) => e.summary);

    const operations = (galaxyId: string, npcId: string) =>
      db()
        .selectFrom("operation_records")
        .select(["operation_type", "target_id", "target_planet_id"])
        .where("galaxy_id", "=", galaxyId)
        .where("caster_id", "=", npcId)
        .execute();

    it("a hard NPC sends its strike force at a weak human planet nearby and takes it on arrival", async () => {
      const G = "npc-hard";
      const { token, vicId, npcId, colony } = await setUp(G, "hard");
      await armNpc(G, npcId);
      const push = openPush(server.url, G, { type: "auth", token });
      await push.next((m) => m.type === "ready");
      await advance(G, 1);
      const sent = await strikes(G, npcId);
      expect(sent).toHaveLength(1);
      // Vic is told at once, as a player's strike would tell him: his list of incoming attacks is not refetched at
      // every turn (a flip lands only the attacks that were due).
      try {
        expect(await push.next((m) => m.type === "activity")).toEqual({
          type: "activity",
          galaxyId: G,
          event: "incoming_fleet",
        });
      } finally {
        push.close();
      }
      expect(sent[0]).toMatchObject({ status: "traveling", target_planet_id: colony });
      expect(Number(sent[0]?.droids)).toBeGreaterThanOrEqual(100);
      expect(Number(sent[0]?.droids)).toBeLessThanOrEqual(Number(sent[0]?.transports) * 100);
      const launch = await db()
        .selectFrom("events")
        .select(["summary", "is_public"])
        .where("galaxy_id", "=", G)
        .where("player_id", "=", npcId)
        .where("event_type", "=", "npc_action_attack")
        .execute();
      expect(launch).toEqual([
        { summary: expect.stringMatching(/^Strike force sent to .* \(Vic hard\)$/), is_public: 0 },
      ]);

      // It never sends a second strike while the first is out.
      await advance(G, 1);
      expect((await strikes(G, npcId)).length).toBeLessThanOrEqual(1);

      await advance(G, 12);
      const fought = await reports(G, npcId);
      expect(fought).toHaveLength(1);
      expect(fought[0]).toMatchObject({ defender_id: vicId, planet_id: colony });
      const report = JSON.parse(String(fought[0]?.report));
      expect(report.winner).toBe("attacker");
      const planet = await db()
        .selectFrom("planets")
        .select("owner_id")
        .where("galaxy_id", "=", G)
        .where("id", "=", colony)
        .executeTakeFirstOrThrow();
      expect(planet.owner_id).toBe(npcId);
      const outcome = await summaries(G, npcId, "Strike force took");
      expect(outcome).toEqual([expect.stringMatching(/^Strike force took .* \((captured|razed)\)$/)]);
      // Vic reads about it in his own log, like any attack.
      const log = await server.ok("events", { params: { galaxyId: G }, query: { limit: "50" }, token });
      expect(log.status).toBe(200);
      expect(
        log.body.events.some((e: { eventType: string; summary: string }) => e.eventType === "combat_resolved"),
      ).toBe(true);
    });

    it("a medium NPC leaves its neighbour alone until attacked, then strikes back", async () => {
      const G = "npc-medium";
      const { token, vicId, npcId, colony, npcColony } = await setUp(G, "medium", 1_000);
      await armNpc(G, npcId);
      await advance(G, 4);
      expect(await strikes(G, npcId)).toHaveLength(0);
      const training = await summaries(G, npcId, "Training a strike force");
      expect(training).toHaveLength(0);

      await vicAttacks(G, token, vicId, npcId, npcColony);

      // Now it has a grievance: within its next actions it raises a strike force or sends the one it has.
      await advance(G, 2);
      const back = await summaries(G, npcId, "Strike force sent");
      expect(back).toContainEqual(expect.stringMatching(/^Strike force sent to .* \(Vic medium\)$/));
      await advance(G, 12);
      expect((await reports(G, npcId)).map((r) => [r.defender_id, r.planet_id])).toEqual([[vicId, colony]]);
    });

    it("a hard NPC hits back at its last attacker with a hostile operation", async () => {
      const G = "npc-hard-ops";
      const { token, vicId, npcId, npcColony } = await setUp(G, "hard", 1_000);
      await vicAttacks(G, token, vicId, npcId, npcColony);
      await advance(G, 1);
      const cast = await operations(G, npcId);
      expect(cast).toContainEqual({ operation_type: "destroy_cash", target_id: vicId, target_planet_id: null });
      // Vic's own Empire Log shows it, without the caster's report.
      const log = await server.ok("activity", { params: { galaxyId: G }, query: { sources: "operation" }, token });
      expect(log.body.activities.some((a) => a.operationType === "destroy_cash")).toBe(true);
    });

    it("calls an attack off when the target is no longer allowed on arrival, and the fleet flies home", async () => {
      const G = "npc-calloff";
      const { vicId, npcId } = await setUp(G, "hard");
      await armNpc(G, npcId);
      await advance(G, 1);
      const [strike] = await strikes(G, npcId);
      expect(strike?.status).toBe("traveling");
      // Vic comes under protection while the strike is on its way.
      await db()
        .updateTable("players")
        .set({ protected_until_turn: 10_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", vicId)
        .execute();
      await advance(G, 12);
      expect(await reports(G, npcId)).toHaveLength(0);
      const calledOff = await summaries(G, npcId, "Called off the attack");
      expect(calledOff).toEqual([expect.stringMatching(/: Target is under new-player protection$/)]);
      // The strike is on its way home, or already merged back into the home fleet.
      const after = await db()
        .selectFrom("fleets")
        .select("status")
        .where("galaxy_id", "=", G)
        .where("id", "=", strike?.id ?? "")
        .executeTakeFirst();
      expect(after === undefined || after.status === "returning").toBe(true);
    });
  });
}
