import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { targetsOf } from "../src/services/guidance/advisor-targets.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// Issue 12: the turn worker stores every empire's advisor targets after a flip; an advice request uses its row
// while it holds and computes afresh when it does not.
for (const database of testDatabases()) {
  describe(`the advisor's stored targets on ${database.name}`, () => {
    let server: TestServer;
    const G = "advisor-targets";
    const tokens = ["dev:at-alice", "dev:at-bob", "dev:at-carol"] as const;
    const ids: string[] = [];
    const db = () => server.running.app.services.db.kysely;
    const turnNow = async () =>
      (await db().selectFrom("galaxies").select("current_turn").where("id", "=", G).executeTakeFirstOrThrow())
        .current_turn;
    const empireOf = async (id: string) => {
      const p = await db()
        .selectFrom("players")
        .select(["id", "family_id", "protected_until_turn"])
        .where("galaxy_id", "=", G)
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { id: p.id, familyId: p.family_id, protectedUntilTurn: p.protected_until_turn };
    };
    const planetIdsOf = async (id: string) =>
      (
        await db().selectFrom("planets").select("id").where("galaxy_id", "=", G).where("owner_id", "=", id).execute()
      ).map((p) => p.id);
    const targetsNow = async (id: string) =>
      targetsOf(server.running.app.services, G, await turnNow(), await empireOf(id), await planetIdsOf(id));
    const storedRow = (id: string) =>
      db()
        .selectFrom("advisor_targets")
        .selectAll()
        .where("galaxy_id", "=", G)
        .where("player_id", "=", id)
        .executeTakeFirst();
    const setRow = (id: string, values: Record<string, string | number | null>) =>
      db().updateTable("advisor_targets").set(values).where("galaxy_id", "=", G).where("player_id", "=", id).execute();
    const spyTarget = async (token: string) => {
      const goals = (await server.ok("advice", { params: { galaxyId: G }, token })).body.goals as {
        code: string;
        link: string;
      }[];
      return new URLSearchParams(goals.find((g) => g.code === "spy_neighbour")?.link.split("?")[1]).get("targetPlayer");
    };

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createGalaxy(server.running.app.services, {
        id: G,
        name: "Advisor Targets",
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: {
          gridWidth: 24,
          gridHeight: 24,
          familyCount: 3,
          maxPlayersPerFamily: 1,
          planetsPerHomeSystem: 2,
          planetsPerNeutralSystem: 3,
          systemDensity: 0.08,
          turnLengthMinutes: 5,
        },
        npcCount: 0,
        npcDifficulty: "easy",
      });
      for (const [i, token] of tokens.entries()) {
        const body = { username: `Targets ${i}`, race: "quantam", galaxyId: G };
        ids.push((await server.ok("register", { token, body })).body.playerId);
      }
      await db().updateTable("players").set({ protected_until_turn: 0 }).where("galaxy_id", "=", G).execute();
      await server.ok("advanceTurn", { params: { galaxyId: G }, token: tokens[0], body: { turns: 1 } });
    });
    afterAll(async () => server?.close());

    it("a flip stores every empire's targets for its new turn, the same as a request computes alone", async () => {
      const turn = await turnNow();
      const rows = await db().selectFrom("advisor_targets").selectAll().where("galaxy_id", "=", G).execute();
      expect(rows.map((r) => r.player_id).sort()).toEqual([...ids].sort());
      for (const row of rows) {
        expect(row.turn).toBe(turn);
        expect(row.free_planet_id).not.toBeNull();
        expect(ids).toContain(row.rival_id);
      }
      for (const id of ids) {
        const stored = await targetsNow(id);
        await db().deleteFrom("advisor_targets").where("galaxy_id", "=", G).where("player_id", "=", id).execute();
        expect(await targetsNow(id)).toEqual(stored);
      }
      await server.ok("advanceTurn", { params: { galaxyId: G }, token: tokens[0], body: { turns: 1 } });
      expect((await storedRow(ids[0]!))?.turn).toBe(turn + 1);
    });

    it("uses the stored rival while it is one, and finds another once it is not", async () => {
      const [alice] = ids as [string];
      const nearest = (await storedRow(alice))!.rival_id!;
      const other = ids.find((id) => id !== alice && id !== nearest)!;
      // A stored rival that is not the nearest shows that the row is what the request used.
      await setRow(alice, { rival_id: other });
      expect(await spyTarget(tokens[0])).toBe(other);
      // Once that empire joins Alice's family it is no rival: the request looks again and finds the nearest.
      const family = (await empireOf(alice)).familyId;
      const otherFamily = (await empireOf(other)).familyId;
      await db()
        .updateTable("players")
        .set({ family_id: family })
        .where("galaxy_id", "=", G)
        .where("id", "=", other)
        .execute();
      expect(await spyTarget(tokens[0])).toBe(nearest);
      await db()
        .updateTable("players")
        .set({ family_id: otherFamily })
        .where("galaxy_id", "=", G)
        .where("id", "=", other)
        .execute();
    });

    it("uses the stored free planet while it is free and the row is of this turn and these planets", async () => {
      const [alice, bob] = ids as [string, string];
      const nearest = (await storedRow(alice))!.free_planet_id!;
      const elsewhere = await db()
        .selectFrom("planets")
        .select(["id", "x", "y"])
        .where("galaxy_id", "=", G)
        .where("owner_id", "is", null)
        .where("is_home_slot", "=", 0)
        .where("id", "!=", nearest)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await setRow(alice, { free_planet_id: elsewhere.id });
      expect((await targetsNow(alice)).free).toEqual(elsewhere);

      const bobsPlanet = (await planetIdsOf(bob))[0]!;
      const stale: Record<string, string | number | null>[] = [
        { free_planet_id: bobsPlanet },
        { free_planet_id: elsewhere.id, turn: (await turnNow()) - 1 },
        { free_planet_id: elsewhere.id, planets_key: "other planets" },
      ];
      for (const values of stale) {
        const row = (await storedRow(alice))!;
        await setRow(alice, values);
        expect((await targetsNow(alice)).free?.id).toBe(nearest);
        await setRow(alice, { turn: row.turn, planets_key: row.planets_key, free_planet_id: row.free_planet_id });
      }
    });
  });
}
