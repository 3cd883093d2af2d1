import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_PARTS } from "@nova/contract";
import { watchStatements } from "./support/bare-database.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";
import { createSmallGalaxy } from "./support/small-galaxy.ts";

// Issue 12: GET /player/dashboard/{galaxyId} answers several of the dashboard's reads at once, each part exactly
// as its own route answers it, and refuses what its routes refuse.
for (const database of testDatabases()) {
  describe(`the dashboard's reads in one answer on ${database.name}`, () => {
    let server: TestServer;
    const G = "dashboard";
    const alice = "dev:db-alice";
    const bob = "dev:db-bob";
    const stranger = "dev:db-stranger";
    const params = { galaxyId: G };

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createSmallGalaxy(server.running.app.services, G, "Dashboard");
      await server.ok("register", { token: alice, body: { username: "Dash Alice", race: "quantam", galaxyId: G } });
      await server.ok("register", { token: bob, body: { username: "Dash Bob", race: "quantam", galaxyId: G } });
      // Research centers, which the research part counts from the empire it reads for the stats (the research
      // route sums them in a query of its own).
      const { playerId } = (await server.ok("playerStats", { query: params, token: alice })).body;
      await server.running.app.services.db.kysely
        .updateTable("planets")
        .set({ research_center: 3 })
        .where("galaxy_id", "=", G)
        .where("owner_id", "=", playerId)
        .execute();
      // Some history: a deposit (an event of Alice's) and flips (news, research points, a new economy).
      await server.ok("researchDeposit", { token: alice, query: params, body: { amount: 500 } });
      await server.ok("advanceTurn", { params, token: alice, body: { turns: 3 } });
    });
    afterAll(async () => server?.close());

    it("answers every part as its own route does, with the limits asked", async () => {
      const whole = (
        await server.ok("dashboard", {
          params,
          token: alice,
          query: { parts: DASHBOARD_PARTS.join(","), eventsLimit: 2, newsLimit: 1 },
        })
      ).body;
      expect(Object.keys(whole).sort()).toEqual([...DASHBOARD_PARTS].sort());
      expect(whole.stats).toEqual((await server.ok("playerStats", { query: params, token: alice })).body);
      expect(whole.planets).toEqual((await server.ok("planets", { params, token: alice })).body);
      expect(whole.advice).toEqual((await server.ok("advice", { params, token: alice })).body);
      expect(whole.research).toEqual((await server.ok("researchStats", { query: params, token: alice })).body);
      expect(whole.research?.rpFromCenters).toBeGreaterThan(0);
      const events = (await server.ok("events", { params, query: { limit: 2 }, token: alice })).body;
      expect(whole.events).toEqual(events);
      expect(events.events).toHaveLength(2);
      const news = (await server.ok("galaxyNews", { params, query: { limit: 1 }, token: alice })).body;
      expect(whole.news).toEqual(news);
      expect(news.news).toHaveLength(1);
      expect(whole.infrastructure).toEqual((await server.ok("infrastructure", { params, token: alice })).body);
      // The caller's own empire, not another's.
      expect(whole.stats?.username).toBe("Dash Alice");
      const familyId = whole.stats?.familyId ?? "";
      const family = await server.running.app.services.db.kysely
        .selectFrom("families")
        .select("name")
        .where("galaxy_id", "=", G)
        .where("id", "=", familyId)
        .executeTakeFirst();
      expect(family?.name).toBeTruthy();
      expect(whole.planets?.planets.map((p) => [p.ownerName, p.ownerFamilyId, p.ownerFamilyName])).toEqual(
        whole.planets?.planets.map(() => ["Dash Alice", familyId, family?.name]),
      );
    });

    // The statements SQLite prepares are what can be listed; PostgreSQL runs the same queries.
    it.runIf(database.name === "sqlite")(
      "reads the caller's planets once for all the parts that need them",
      async () => {
        // A write first, so that nothing is answered from an answer kept before.
        await server.ok("marketBuy", { query: params, token: alice, body: { resource: "food", quantity: 1 } });
        const statements = watchStatements(server.running.app.services.db);
        await server.ok("dashboard", { params, token: alice, query: { parts: DASHBOARD_PARTS.join(",") } });
        const empirePlanetReads = statements.filter((s) =>
          /from "planets" where "galaxy_id" = \? and "owner_id" = \?$/.test(s),
        );
        expect(empirePlanetReads).toHaveLength(1);
      },
    );

    it("answers only the parts asked for, once each, with the routes' default limits", async () => {
      const some = (await server.ok("dashboard", { params, token: bob, query: { parts: "events,stats,events" } })).body;
      expect(Object.keys(some).sort()).toEqual(["events", "stats"]);
      expect(some.stats?.username).toBe("Dash Bob");
      expect(some.events).toEqual((await server.ok("events", { params, token: bob })).body);
      const advice = (await server.ok("dashboard", { params, token: bob, query: { parts: "advice" } })).body;
      expect(advice).toEqual({ advice: (await server.ok("advice", { params, token: bob })).body });
    });

    it("adds up the infrastructure figures over the planets list, buildings under construction included", async () => {
      const { planets } = (await server.ok("planets", { params, token: bob })).body;
      const home = planets.find((p) => p.isHomeWorld);
      if (!home) throw new Error("Bob has a home world");
      await server.ok("buildOrder", {
        token: bob,
        body: { galaxyId: G, orders: [{ planetId: home.id, buildingType: "farm", quantity: 4 }] },
      });
      const after = (await server.ok("planets", { params, token: bob })).body.planets;
      const figures = (await server.ok("infrastructure", { params, token: bob })).body;
      const built = (p: (typeof after)[number]) => p.buildings.reduce((sum, b) => sum + b.count, 0);
      const sum = (of: (p: (typeof after)[number]) => number) => after.reduce((total, p) => total + of(p), 0);
      expect(figures.inProgress).toBe(4);
      expect(figures).toMatchObject({
        totalBuildings: sum(built),
        inProgress: sum((p) => p.buildingsInProgress ?? 0),
        totalSpace: sum((p) => p.size),
        freeSpace: sum((p) => Math.max(0, p.size - built(p) - (p.buildingsInProgress ?? 0))),
        homePlanetId: home.id,
      });
      const farms = sum((p) => p.buildings.find((b) => b.type === "farm")?.count ?? 0);
      expect(figures.perType.find((t) => t.type === "farm")).toEqual({
        type: "farm",
        count: farms,
        percent: (farms / sum(built)) * 100,
      });
      // The dashboard's part is the same answer, and the route refuses what the others refuse.
      expect((await server.ok("dashboard", { params, token: bob, query: { parts: "infrastructure" } })).body).toEqual({
        infrastructure: figures,
      });
      expect((await server.raw("GET", `/player/infrastructure/${G}`, { token: null })).status).toBe(401);
      const noEmpire = await server.raw("GET", `/player/infrastructure/${G}`, { token: stranger });
      expect([noEmpire.status, noEmpire.body.detail]).toEqual([404, "Player not found"]);
    });

    it("keeps its stats, events and infrastructure as the answers of their own routes, for the poll that follows", async () => {
      const cache = server.running.app.server.answerCache;
      const userId = (await server.ok("me", { token: bob })).body.userId;
      // Bob's own order: whatever was kept for him before is of an older version now.
      await server.ok("marketBuy", { query: params, token: bob, body: { resource: "food", quantity: 1 } });
      const answer = (
        await server.ok("dashboard", {
          params,
          token: bob,
          query: { parts: "stats,events,infrastructure", eventsLimit: 7 },
        })
      ).body;
      const version = cache.version(userId);
      // PostgreSQL keeps no answers (http/answer-cache.ts).
      if (database.name === "postgres") return expect(version).toBeNull();
      const kept = (url: string) => JSON.parse(cache.get(`${userId} ${url}`, version ?? "")?.text ?? "null");
      expect(kept(`/player/stats?galaxyId=${G}`)).toEqual(answer.stats);
      expect(kept(`/events/${G}?limit=7`)).toEqual(answer.events);
      expect(kept(`/player/infrastructure/${G}`)).toEqual(answer.infrastructure);
      // What the routes themselves answer now (from those kept answers) is what they would build.
      expect((await server.ok("playerStats", { query: params, token: bob })).body).toEqual(answer.stats);
      // Not the planets list (see dashboard-routes.ts), and nothing at a limit not asked for.
      expect(kept(`/galaxy/planets/${G}`)).toBeNull();
      expect(kept(`/events/${G}?limit=50`)).toBeNull();
    });

    it("refuses what its routes refuse, and input it cannot read", async () => {
      const ask = (token: string | null, query: Record<string, string | number>, galaxyId = G) =>
        server.raw("GET", `/player/dashboard/${galaxyId}?${new URLSearchParams(query as Record<string, string>)}`, {
          token,
        });
      expect((await ask(null, { parts: "stats" })).status).toBe(401);
      const noEmpire = await ask(stranger, { parts: "stats,advice" });
      expect([noEmpire.status, noEmpire.body.code, noEmpire.body.detail]).toEqual([
        404,
        "not_found",
        "Player not found",
      ]);
      const noGalaxy = await ask(alice, { parts: "stats" }, "nowhere");
      expect([noGalaxy.status, noGalaxy.body.code, noGalaxy.body.detail]).toEqual([
        404,
        "not_found",
        "Galaxy not found",
      ]);
      const unreadable: Record<string, string | number>[] = [
        {},
        { parts: "" },
        { parts: "stats,wealth" },
        { parts: "stats", eventsLimit: 0 },
      ];
      for (const query of unreadable) {
        const bad = await ask(alice, query);
        expect([bad.status, bad.body.code], JSON.stringify(query)).toEqual([422, "invalid_input"]);
        expect(typeof bad.body.detail).toBe("string");
      }
    });
  });
}
