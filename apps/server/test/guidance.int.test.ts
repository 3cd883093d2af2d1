import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`advisor, warnings and the away summary on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:gd-alice";
    const bob = "dev:gd-bob";
    let aliceId: string;
    let home: string;
    const G = "guidance";
    const call = (method: string, path: string, token: string, body?: unknown) =>
      server.call(method, path, { token, body });
    const advance = (turns: number) => call("POST", `/admin/galaxies/${G}/advance-turn`, alice, { turns });

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createGalaxy(server.running.app.services, {
        id: G,
        name: "Guidance",
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: {
          gridWidth: 20,
          gridHeight: 20,
          familyCount: 3,
          maxPlayersPerFamily: 2,
          planetsPerHomeSystem: 2,
          planetsPerNeutralSystem: 2,
          systemDensity: 0.05,
          turnLengthMinutes: 5,
        },
        npcCount: 0,
        npcDifficulty: "easy",
      });
      aliceId = (await call("POST", "/galaxy/register", alice, { username: "New Alice", race: "quantam", galaxyId: G }))
        .body.playerId;
      await call("POST", "/galaxy/register", bob, { username: "Neighbour Bob", race: "quantam", galaxyId: G });
      home = (await call("GET", `/galaxy/planets/${G}`, alice)).body.planets[0].id;
    });
    afterAll(async () => server?.close());

    it("advises a new empire: build toward exploration first, each goal linking to its screen", async () => {
      expect((await server.call("GET", `/player/advice/${G}`)).status).toBe(401);
      expect((await call("GET", "/player/advice/nowhere", alice)).status).toBe(404);
      const res = await call("GET", `/player/advice/${G}`, alice);
      expect(res.status).toBe(200);
      const goals = res.body.goals as { code: string; link: string; title: string; done: boolean }[];
      expect(goals.length).toBeGreaterThanOrEqual(3);
      expect(goals.length).toBeLessThanOrEqual(5);
      expect(goals[0]).toMatchObject({
        code: "build_to_explore",
        title: "Build 25 cash factories to unlock exploration",
        link: `/planets?galaxyId=${G}&planetId=${encodeURIComponent(home)}&action=build`,
        done: false,
      });
      // Bob is still under protection: no spy goal yet.
      expect(goals.map((g) => g.code)).not.toContain("spy_neighbour");

      // Once Bob's protection is over, spying on him becomes a goal, linked to the spy operation on him.
      await server.running.app.services.db.kysely
        .updateTable("players")
        .set({ protected_until_turn: 0 })
        .where("galaxy_id", "=", G)
        .execute();
      const later = (await call("GET", `/player/advice/${G}`, alice)).body.goals as { code: string; link: string }[];
      const spy = later.find((g) => g.code === "spy_neighbour");
      expect(spy?.link).toMatch(
        new RegExp(`^/operations\\?galaxyId=${G}&tab=ops&operation=spy_on_target&targetPlayer=`),
      );
    });

    it("stats forecast each resource's shortage; a starving empire is told when food runs out", async () => {
      const healthy = (await server.call("GET", `/player/stats?galaxyId=${G}`, { token: alice })).body;
      expect(healthy.turnsUntilShortage).toEqual({
        credits: null,
        food: null,
        iron: null,
        endurium: null,
        octarine: null,
      });
      expect(healthy.protectedUntilTurn).toBe(0);
      // 100,000 people eat 10,000 food a turn against 1,500 grown: 20,000 food lasts 3 turns.
      await server.running.app.services.db.kysely
        .updateTable("planets")
        .set({ population: 100_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", home)
        .execute();
      const hungry = (await server.call("GET", `/player/stats?galaxyId=${G}`, { token: alice })).body;
      expect(hungry.turnsUntilShortage.food).toBe(3);
      const goals = (await call("GET", `/player/advice/${G}`, alice)).body.goals as { code: string; title: string }[];
      expect(goals[0]).toMatchObject({ code: "build_farms", title: "Build 87 farms: food runs out in 3 turns" });
      await server.running.app.services.db.kysely
        .updateTable("planets")
        .set({ population: 5_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", home)
        .execute();
    });

    it("remembers the tours an account finished, on the server", async () => {
      expect((await server.call("GET", "/account/tours")).status).toBe(401);
      expect((await call("GET", "/account/tours", alice)).body).toEqual({ done: [] });
      expect((await call("POST", "/account/tours/map", alice)).body).toEqual({ done: ["map"] });
      expect((await call("POST", "/account/tours/dashboard", alice)).body).toEqual({ done: ["dashboard", "map"] });
      expect((await call("POST", "/account/tours/map", alice)).body).toEqual({ done: ["dashboard", "map"] });
      const bad = await call("POST", "/account/tours/nowhere", alice);
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe("invalid_input");
      expect((await call("GET", "/account/tours", bob)).body).toEqual({ done: [] });
    });

    it("summarises the turns away: gains, spending, completions; bad `since` is a clear 422", async () => {
      const since = (await call("GET", `/galaxy/turn-info/${G}`, alice)).body.currentTurn as number;
      const build = await call("POST", "/build/order", alice, {
        galaxyId: G,
        orders: [{ planetId: home, buildingType: "cash_factory", quantity: 2 }],
      });
      expect(build.status).toBe(201);
      const units = await call("POST", "/units/build", alice, {
        galaxyId: G,
        fleetId: `${G}:${aliceId}:home`,
        orders: [{ unitType: "soldier", quantity: 10 }],
      });
      expect(units.status).toBe(201);
      await advance(6);
      const res = await call("GET", `/player/summary/${G}?since=${since}`, alice);
      expect(res.status).toBe(200);
      const s = res.body;
      expect(s).toMatchObject({ sinceTurn: since, currentTurn: since + 6, turnsPassed: 6 });
      expect(s.buildingsCompleted).toEqual({ cash_factory: 2 });
      expect(s.unitsCompleted).toEqual({ soldier: 10 });
      expect(s.resourcesGained.credits).toBeGreaterThan(0);
      expect(s.resourcesGained.food).toBeGreaterThan(0);
      // 2 cash factories (240) and 10 soldiers (1,000) were paid after turn `since`.
      expect(s.resourcesSpent.credits).toBeGreaterThanOrEqual(1_240);
      expect(s.battles).toEqual([]);
      expect(s.planetsLost).toEqual([]);

      const nothing = (await call("GET", `/player/summary/${G}?since=${since + 6}`, alice)).body;
      expect(nothing.turnsPassed).toBe(0);
      expect(nothing.buildingsCompleted).toEqual({});

      for (const bad of ["-1", "abc", "1.5", String(since + 7)]) {
        const r = await call("GET", `/player/summary/${G}?since=${bad}`, alice);
        expect(r.status).toBe(422);
        expect(r.body.code).toBe("invalid_input");
      }
      expect((await call("GET", `/player/summary/${G}`, alice)).status).toBe(422);
    });
  });
}
