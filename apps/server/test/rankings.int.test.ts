import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const PLAYER_ROW_KEYS = [
  "familyId",
  "familyName",
  "homeSystemCoordinates",
  "isNpc",
  "networth",
  "planetCount",
  "playerId",
  "playerName",
  "race",
  "researchPoints",
  "totalPopulation",
];

const PUBLIC_EMPIRE_KEYS = [
  "familyId",
  "familyName",
  "homeSystemCoordinates",
  "isNpc",
  "networth",
  "planetCount",
  "playerId",
  "playerName",
  "population",
  "race",
  "rank",
  "rankedEmpires",
];

interface PlayerRow {
  playerId: string;
  playerName: string;
  race: string;
  isNpc: boolean;
  familyId: string | null;
  familyName: string | null;
  networth: number;
  planetCount: number;
  totalPopulation: number;
  researchPoints: number;
  homeSystemCoordinates: { x: number; y: number } | null;
}

const galaxyConfig = (familyCount: number) => ({
  ...DEFAULT_GALAXY_CONFIG,
  gridWidth: 20,
  gridHeight: 20,
  maxPlayersPerFamily: 2,
  planetsPerHomeSystem: 2,
  familyCount,
});

/** "g:12,4:2" -> {x: 12, y: 4} */
const systemOf = (planetId: string) => {
  const match = /:(\d+),(\d+):\d+$/.exec(planetId);
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};

for (const database of testDatabases()) {
  describe(`rankings on ${database.name}`, () => {
    let server: TestServer;
    const token = "dev:rk-alpha";
    const ids: Record<string, string> = {};
    const homes: Record<string, string> = {};
    let npcId: string;

    const db = () => server.running.app.services.db.kysely;
    const setStanding = async (playerId: string, networth: number, researchPoints = 0) =>
      db()
        .updateTable("players")
        .set({ networth, research_points: researchPoints })
        .where("galaxy_id", "=", "ranked")
        .where("id", "=", playerId)
        .execute();

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      const services = server.running.app.services;
      await createGalaxy(services, {
        id: "ranked",
        name: "Ranked Galaxy",
        shardId: "shard-1",
        ownerId: "dev:rk-owner",
        isPrivate: false,
        config: galaxyConfig(3),
        npcCount: 1,
        npcDifficulty: "easy",
      });
      // Case-insensitive names: "alpha Reach" sorts before "Beta Reach".
      const empires = [
        ["alpha", "alpha Reach", "quantam"],
        ["beta", "Beta Reach", "camaar"],
        ["gamma", "Gamma Reach", "revalon"],
        ["delta", "Delta Reach", "wardancer"],
      ] as const;
      for (const [key, username, race] of empires) {
        const reg = await server.ok("register", {
          token: `dev:rk-${key}`,
          body: { username, race, galaxyId: "ranked" },
        });
        expect(reg.status).toBe(201);
        ids[key] = reg.body.playerId;
        homes[key] = reg.body.homePlanetId;
      }
      const npc = await db()
        .selectFrom("players")
        .select("id")
        .where("galaxy_id", "=", "ranked")
        .where("is_npc", "=", 1)
        .executeTakeFirstOrThrow();
      npcId = npc.id;

      // Standings: the NPC leads; alpha, beta and gamma tie on networth, gamma holding a second planet.
      await setStanding(npcId, 9000);
      await setStanding(ids["alpha"]!, 5000, 1234);
      await setStanding(ids["beta"]!, 5000);
      await setStanding(ids["gamma"]!, 5000);
      await setStanding(ids["delta"]!, 1000);
      const neutral = await db()
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", "ranked")
        .where("owner_id", "is", null)
        .where("is_home_slot", "=", 0)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await db()
        .updateTable("planets")
        .set({ owner_id: ids["gamma"]!, population: 777, claimed_at: 1 })
        .where("galaxy_id", "=", "ranked")
        .where("id", "=", neutral.id)
        .execute();

      await createGalaxy(services, {
        id: "hidden",
        name: "Hidden Galaxy",
        shardId: "shard-1",
        ownerId: "dev:rk-owner",
        isPrivate: true,
        config: galaxyConfig(2),
        npcCount: 0,
        npcDifficulty: "easy",
      });
      const owner = await server.ok("register", {
        token: "dev:rk-owner",
        body: { username: "Hidden Owner", race: "partaxian", galaxyId: "hidden" },
      });
      expect(owner.status).toBe(201);
    });
    afterAll(async () => server?.close());

    it("ranks every empire, NPCs included, by networth then planets then name", async () => {
      const res = await server.ok("playerRankings", { params: { galaxyId: "ranked" }, token: token });
      expect(res.status).toBe(200);
      const players: PlayerRow[] = res.body.players;
      expect(players.map((p) => p.playerId)).toEqual([npcId, ids["gamma"], ids["alpha"], ids["beta"], ids["delta"]]);
      expect(players.map((p) => p.networth)).toEqual([9000, 5000, 5000, 5000, 1000]);
      expect(players[0]?.isNpc).toBe(true);
      expect(players.slice(1).every((p) => !p.isNpc)).toBe(true);
    });

    it("gives each row the spec's fields and no private ones", async () => {
      const players: PlayerRow[] = (await server.ok("playerRankings", { params: { galaxyId: "ranked" }, token: token }))
        .body.players;
      for (const row of players) expect(Object.keys(row).sort()).toEqual(PLAYER_ROW_KEYS);
      expect(JSON.stringify(players)).not.toMatch(/credits|food|iron|endurium|octarine|resources/);

      const planets = await db()
        .selectFrom("planets")
        .select(["owner_id", "population"])
        .where("galaxy_id", "=", "ranked")
        .where("owner_id", "in", [ids["alpha"]!, ids["gamma"]!])
        .execute();
      const population = (id: string) =>
        planets.filter((p) => p.owner_id === id).reduce((sum, p) => sum + Number(p.population), 0);
      const alpha = players.find((p) => p.playerId === ids["alpha"]);
      const gamma = players.find((p) => p.playerId === ids["gamma"]);
      expect(alpha).toMatchObject({
        playerName: "alpha Reach",
        race: "quantam",
        planetCount: 1,
        totalPopulation: population(ids["alpha"]!),
        researchPoints: 1234,
        homeSystemCoordinates: systemOf(homes["alpha"]!),
      });
      expect(alpha?.familyId).toMatch(/^ranked:family-\d+$/);
      expect(alpha?.familyName).toEqual(expect.any(String));
      expect(gamma).toMatchObject({ planetCount: 2, homeSystemCoordinates: systemOf(homes["gamma"]!) });
      expect(gamma?.totalPopulation).toBe(population(ids["gamma"]!));
      expect(gamma!.totalPopulation).toBeGreaterThan(777);
    });

    it("shows one empire's public view to anyone in the galaxy: standing and rank, nothing private", async () => {
      const res = await server.ok("publicEmpire", {
        params: { galaxyId: "ranked", playerId: ids["gamma"]! },
        token: token,
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(PUBLIC_EMPIRE_KEYS);
      expect(res.body).toMatchObject({
        playerId: ids["gamma"],
        playerName: "Gamma Reach",
        race: "revalon",
        isNpc: false,
        networth: 5000,
        planetCount: 2,
        rank: 2,
        rankedEmpires: 5,
        homeSystemCoordinates: systemOf(homes["gamma"]!),
      });
      expect(res.body.familyId).toMatch(/^ranked:family-\d+$/);
      expect(res.body.population).toBeGreaterThan(777);
      expect(JSON.stringify(res.body)).not.toMatch(
        /credits|food|iron|endurium|octarine|resources|units|soldiers|queue|research|morale|fleet|userId/i,
      );
      // The NPC leads the galaxy; the last of five is delta.
      expect(
        (await server.ok("publicEmpire", { params: { galaxyId: "ranked", playerId: npcId }, token: token })).body,
      ).toMatchObject({ rank: 1, isNpc: true });
      expect(
        (
          await server.ok("publicEmpire", {
            params: { galaxyId: "ranked", playerId: ids["delta"]! },
            token: "dev:rk-gamma",
          })
        ).body.rank,
      ).toBe(5);
    });

    it("answers 404 for no such empire, hides a private galaxy's empires from outsiders, and needs sign-in", async () => {
      expect(
        await server.send("publicEmpire", { params: { galaxyId: "ranked", playerId: "nobody" }, token: token }),
      ).toMatchObject({
        status: 404,
        body: { detail: "Player not found", code: "not_found" },
      });
      const hidden = (await server.ok("playerRankings", { params: { galaxyId: "hidden" }, token: "dev:rk-owner" })).body
        .players[0]!.playerId;
      expect(
        await server.send("publicEmpire", { params: { galaxyId: "hidden", playerId: hidden }, token: token }),
      ).toMatchObject({
        status: 404,
        body: { detail: "Galaxy not found" },
      });
      expect(
        (await server.ok("publicEmpire", { params: { galaxyId: "hidden", playerId: hidden }, token: "dev:rk-owner" }))
          .status,
      ).toBe(200);
      expect(
        (await server.refusal("publicEmpire", { params: { galaxyId: "ranked", playerId: ids["gamma"]! }, token: null }))
          .status,
      ).toBe(401);
    });

    it("keeps the home system when the home world is lost", async () => {
      const home = homes["delta"]!;
      await db()
        .updateTable("planets")
        .set({ owner_id: ids["beta"]!, is_home_world: 0 })
        .where("galaxy_id", "=", "ranked")
        .where("id", "=", home)
        .execute();
      try {
        const players: PlayerRow[] = (
          await server.ok("playerRankings", { params: { galaxyId: "ranked" }, token: token })
        ).body.players;
        const delta = players.find((p) => p.playerId === ids["delta"]);
        expect(delta).toMatchObject({ planetCount: 0, totalPopulation: 0, homeSystemCoordinates: systemOf(home) });
        expect(players.find((p) => p.playerId === ids["beta"])?.planetCount).toBe(2);
      } finally {
        await db()
          .updateTable("planets")
          .set({ owner_id: ids["delta"]!, is_home_world: 1 })
          .where("galaxy_id", "=", "ranked")
          .where("id", "=", home)
          .execute();
      }
    });

    it("sums families over their members, best total networth first", async () => {
      const players: PlayerRow[] = (await server.ok("playerRankings", { params: { galaxyId: "ranked" }, token: token }))
        .body.players;
      const res = await server.ok("familyRankings", { params: { galaxyId: "ranked" }, token: token });
      expect(res.status).toBe(200);
      const families = res.body.families;
      expect(families).toHaveLength(3);

      const expected = [...new Set(players.map((p) => p.familyId!))].map((familyId) => {
        const members = players.filter((p) => p.familyId === familyId);
        const totalNetworth = members.reduce((sum, p) => sum + p.networth, 0);
        return {
          familyId,
          familyName: members[0]!.familyName,
          memberCount: members.length,
          totalNetworth,
          avgNetworth: Math.round(totalNetworth / members.length),
          totalPlanets: members.reduce((sum, p) => sum + p.planetCount, 0),
        };
      });
      expected.sort((a, b) => b.totalNetworth - a.totalNetworth || b.totalPlanets - a.totalPlanets);
      expect(families).toEqual(expected);
      for (const family of families) {
        expect(Object.keys(family).sort()).toEqual([
          "avgNetworth",
          "familyId",
          "familyName",
          "memberCount",
          "totalNetworth",
          "totalPlanets",
        ]);
      }
    });

    it("leaves families without members out, and lists none of their members", async () => {
      const families = (await server.ok("familyRankings", { params: { galaxyId: "hidden" }, token: "dev:rk-owner" }))
        .body.families;
      expect(families).toHaveLength(1);
      expect(families[0]).toMatchObject({ memberCount: 1, familyName: expect.any(String) });
      const empty = (await db()
        .selectFrom("families")
        .select("id")
        .where("galaxy_id", "=", "hidden")
        .where("id", "!=", families[0]!.familyId)
        .executeTakeFirstOrThrow())!;
      const res = await server.ok("familyRankingMembers", {
        params: { galaxyId: "hidden", familyId: empty.id },
        token: "dev:rk-owner",
      });
      expect(res).toMatchObject({ status: 200, body: { familyId: empty.id, members: [] } });
    });

    it("lists a family's members in ranking order, with their race", async () => {
      const players: PlayerRow[] = (await server.ok("playerRankings", { params: { galaxyId: "ranked" }, token: token }))
        .body.players;
      const alpha = players.find((p) => p.playerId === ids["alpha"])!;
      const res = await server.ok("familyRankingMembers", {
        params: { galaxyId: "ranked", familyId: alpha.familyId! },
        token: token,
      });
      expect(res.status).toBe(200);
      expect(res.body.familyId).toBe(alpha.familyId);
      expect(res.body.familyName).toBe(alpha.familyName);
      expect(res.body.members).toEqual(players.filter((p) => p.familyId === alpha.familyId));
      expect(res.body.members.map((m: PlayerRow) => m.race)).toContain("quantam");
    });

    it("answers 404 for an unknown galaxy or family", async () => {
      for (const read of [
        () => server.send("playerRankings", { params: { galaxyId: "nowhere" }, token }),
        () => server.send("familyRankings", { params: { galaxyId: "nowhere" }, token }),
        () =>
          server.send("familyRankingMembers", { params: { galaxyId: "nowhere", familyId: "nowhere:family-1" }, token }),
      ]) {
        expect(await read()).toMatchObject({ status: 404, body: { detail: "Galaxy not found", code: "not_found" } });
      }
      expect(
        await server.send("familyRankingMembers", {
          params: { galaxyId: "ranked", familyId: "ranked:family-99" },
          token: token,
        }),
      ).toMatchObject({
        status: 404,
        body: { detail: "Family not found", code: "not_found" },
      });
    });

    it("hides a private galaxy's rankings from outsiders and shows them to its members", async () => {
      const family = (await server.ok("familyRankings", { params: { galaxyId: "hidden" }, token: "dev:rk-owner" })).body
        .families[0]!.familyId;
      const reads = [
        (as: string) => server.send("playerRankings", { params: { galaxyId: "hidden" }, token: as }),
        (as: string) => server.send("familyRankings", { params: { galaxyId: "hidden" }, token: as }),
        (as: string) =>
          server.send("familyRankingMembers", { params: { galaxyId: "hidden", familyId: family }, token: as }),
      ];
      for (const read of reads) {
        expect(await read(token)).toMatchObject({ status: 404, body: { detail: "Galaxy not found" } });
        expect((await read("dev:rk-owner")).status).toBe(200);
      }
      const players = (await server.ok("playerRankings", { params: { galaxyId: "hidden" }, token: "dev:rk-owner" }))
        .body.players;
      expect(players.map((p: PlayerRow) => p.playerName)).toEqual(["Hidden Owner"]);
    });

    it("requires sign-in", async () => {
      for (const read of [
        () => server.send("playerRankings", { params: { galaxyId: "ranked" } }),
        () => server.send("familyRankings", { params: { galaxyId: "ranked" } }),
        () => server.send("familyRankingMembers", { params: { galaxyId: "ranked", familyId: "ranked:family-1" } }),
      ]) {
        expect((await read()).status).toBe(401);
      }
    });
  });
}
