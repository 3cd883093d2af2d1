import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { giveColony } from "./support/colonies.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * IC's protection of beaten empires (rules.md 13.1): an empire that lost half of its planets to attacks within
 * 48 turns, and attacked nobody since, cannot be attacked, except by the one it struck.
 */
for (const database of testDatabases()) {
  describe(`beaten-empire protection on ${database.name}`, () => {
    let server: TestServer;
    const G = "beaten";
    const carol = "dev:bp-carol";
    const bob = "dev:bp-bob";
    let carolId: string;
    let bobId: string;
    let colony: string;
    const db = () => server.running.app.services.db.kysely;
    const attackColony = () =>
      server.send("sendFleet", {
        token: carol,
        body: {
          galaxyId: G,
          sourceFleetId: `${G}:${carolId}:home`,
          action: "attack",
          targetPlanetId: colony,
          units: { fighters: 1 },
        },
      });
    /** A battle in Bob's record: `bobAttacked` for one he started, else a planet he lost. */
    const battle = (id: string, bobAttacked: boolean, outcome: string) =>
      db()
        .insertInto("battle_reports")
        .values({
          galaxy_id: G,
          id,
          attacker_id: bobAttacked ? bobId : "someone",
          defender_id: bobAttacked ? "someone" : bobId,
          attacker_family_id: null,
          defender_family_id: null,
          planet_id: `${G}:0,0:${id}`,
          turn_number: 0,
          report: JSON.stringify({ planetOutcome: outcome }),
          created_at: 0,
        })
        .execute();

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createGalaxy(server.running.app.services, {
        id: G,
        name: "Beaten",
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: {
          gridWidth: 12,
          gridHeight: 12,
          familyCount: 2,
          maxPlayersPerFamily: 2,
          planetsPerHomeSystem: 2,
          planetsPerNeutralSystem: 2,
          systemDensity: 0.2,
          turnLengthMinutes: 5,
        },
        npcCount: 0,
        npcDifficulty: "easy",
      });
      carolId = (
        await server.ok("register", { token: carol, body: { username: "Carol", race: "quantam", galaxyId: G } })
      ).body.playerId;
      bobId = (await server.ok("register", { token: bob, body: { username: "Bob", race: "quantam", galaxyId: G } }))
        .body.playerId;
      colony = await giveColony(db(), G, bobId);
      await db().updateTable("players").set({ protected_until_turn: 0 }).where("galaxy_id", "=", G).execute();
    });
    afterAll(async () => server?.close());

    it("protects an empire that lost as many planets as it holds and struck nobody since", async () => {
      // Bob holds his home world and one colony; one planet lost is not yet half.
      await battle("1", false, "captured");
      expect((await attackColony()).status).toBe(201);
      await db().deleteFrom("fleets").where("galaxy_id", "=", G).where("action", "=", "attack").execute();
      // A second loss: two lost against two held.
      await battle("2", false, "razed");
      expect(await attackColony()).toMatchObject({
        status: 403,
        body: { detail: "Target has lost half of its planets recently and is protected" },
      });
      // A battle he held does not count.
      await db().deleteFrom("battle_reports").where("galaxy_id", "=", G).where("id", "=", "2").execute();
      await battle("2", false, "defended");
      expect((await attackColony()).status).toBe(201);
      await db().deleteFrom("fleets").where("galaxy_id", "=", G).where("action", "=", "attack").execute();
    });

    it("ends once the beaten empire attacks again", async () => {
      await battle("3", false, "destroyed");
      expect((await attackColony()).status).toBe(403);
      await battle("4", true, "defended");
      expect((await attackColony()).status).toBe(201);
    });
  });
}
