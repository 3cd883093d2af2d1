import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformed } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";
import { createSmallGalaxy } from "./support/small-galaxy.ts";

for (const database of testDatabases()) {
  describe(`advisor, warnings and the away summary on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:gd-alice";
    const bob = "dev:gd-bob";
    let aliceId: string;
    let home: string;
    const G = "guidance";
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns } });

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createSmallGalaxy(server.running.app.services, G, "Guidance");
      aliceId = (
        await server.ok("register", { token: alice, body: { username: "New Alice", race: "quantam", galaxyId: G } })
      ).body.playerId;
      await server.ok("register", { token: bob, body: { username: "Neighbour Bob", race: "quantam", galaxyId: G } });
      home = (await server.ok("planets", { params: { galaxyId: G }, token: alice })).body.planets[0]!.id;
    });
    afterAll(async () => server?.close());

    it("advises a new empire: build toward exploration first, each goal linking to its screen", async () => {
      expect((await server.refusal("advice", { params: { galaxyId: G } })).status).toBe(401);
      expect((await server.refusal("advice", { params: { galaxyId: "nowhere" }, token: alice })).status).toBe(404);
      const res = await server.ok("advice", { params: { galaxyId: G }, token: alice });
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
      const later = (await server.ok("advice", { params: { galaxyId: G }, token: alice })).body.goals as {
        code: string;
        link: string;
      }[];
      const spy = later.find((g) => g.code === "spy_neighbour");
      expect(spy?.link).toMatch(
        new RegExp(`^/operations\\?galaxyId=${G}&tab=ops&operation=spy_on_target&targetPlayer=`),
      );
    });

    it("stats forecast each resource's shortage; a starving empire is told when food runs out", async () => {
      const healthy = (await server.ok("playerStats", { query: { galaxyId: G }, token: alice })).body;
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
      const hungry = (await server.ok("playerStats", { query: { galaxyId: G }, token: alice })).body;
      expect(hungry.turnsUntilShortage.food).toBe(3);
      const goals = (await server.ok("advice", { params: { galaxyId: G }, token: alice })).body.goals as {
        code: string;
        title: string;
      }[];
      expect(goals[0]).toMatchObject({ code: "build_farms", title: "Build 87 farms: food runs out in 3 turns" });
      await server.running.app.services.db.kysely
        .updateTable("planets")
        .set({ population: 5_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", home)
        .execute();
    });

    it("remembers the tours an account finished, on the server", async () => {
      expect((await server.refusal("toursDone")).status).toBe(401);
      expect((await server.ok("toursDone", { token: alice })).body).toEqual({ done: [] });
      expect((await server.ok("finishTour", { params: { tour: "map" }, token: alice })).body).toEqual({
        done: ["map"],
      });
      expect((await server.ok("finishTour", { params: { tour: "dashboard" }, token: alice })).body).toEqual({
        done: ["dashboard", "map"],
      });
      expect((await server.ok("finishTour", { params: { tour: "map" }, token: alice })).body).toEqual({
        done: ["dashboard", "map"],
      });
      const bad = await server.refusal("finishTour", { params: { tour: malformed("nowhere") }, token: alice });
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe("invalid_input");
      expect((await server.ok("toursDone", { token: bob })).body).toEqual({ done: [] });
    });

    it("summarises the turns away: gains, spending, completions; bad `since` is a clear 422", async () => {
      const since = (await server.ok("turnInfo", { params: { galaxyId: G }, token: alice })).body.currentTurn as number;
      const build = await server.ok("buildOrder", {
        token: alice,
        body: {
          galaxyId: G,
          orders: [{ planetId: home, buildingType: "cash_factory", quantity: 2 }],
        },
      });
      expect(build.status).toBe(201);
      const units = await server.ok("unitBuild", {
        token: alice,
        body: {
          galaxyId: G,
          fleetId: `${G}:${aliceId}:home`,
          orders: [{ unitType: "soldier", quantity: 10 }],
        },
      });
      expect(units.status).toBe(201);
      await advance(6);
      const res = await server.ok("awaySummary", { params: { galaxyId: G }, query: { since }, token: alice });
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

      const nothing = (
        await server.ok("awaySummary", { params: { galaxyId: G }, query: { since: since + 6 }, token: alice })
      ).body;
      expect(nothing.turnsPassed).toBe(0);
      expect(nothing.buildingsCompleted).toEqual({});

      for (const bad of ["-1", "abc", "1.5", String(since + 7)]) {
        const r = await server.refusal("awaySummary", { params: { galaxyId: G }, query: { since: bad }, token: alice });
        expect(r.status).toBe(422);
        expect(r.body.code).toBe("invalid_input");
      }
      expect((await server.refusal("awaySummary", malformed({ params: { galaxyId: G }, token: alice }))).status).toBe(
        422,
      );
    });
  });
}
