import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformed, type RouteBody } from "@nova/contract";
import { buildingUnitCost } from "@nova/rules";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`economy, build orders and jobs on ${database.name}`, () => {
    let server: TestServer;
    let home: string;
    let playerId: string;
    const alice = "dev:eco-alice";
    const bob = "dev:eco-bob";

    beforeAll(async () => {
      server = await startTestServer(database);
      const reg = await server.ok("register", {
        token: alice,
        body: { username: "Eco Alice", race: "revalon", galaxyId: "demo" },
      });
      home = reg.body.homePlanetId;
      playerId = reg.body.playerId;
      await server.ok("register", { token: bob, body: { username: "Eco Bob", race: "wardancer", galaxyId: "demo" } });
    });
    afterAll(async () => server?.close());

    const order = (token: string, orders: RouteBody<"buildOrder">["orders"], galaxyId = "demo") =>
      server.send("buildOrder", { token, body: { galaxyId, orders } });
    const stats = async (token = alice) =>
      (await server.ok("playerStats", { query: { galaxyId: "demo" }, token })).body;
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: "demo" }, token: alice, body: { turns } });

    it("shows the economy the next flip will apply", async () => {
      const s = await stats();
      expect(s.incomeBreakdown).toMatchObject({
        baseIncome: 100,
        populationIncome: 166,
        cashFactoryIncome: 160,
        grossIncome: 426,
        unitUpkeep: 131,
        buildingUpkeep: 25,
        bureaucracyCost: 125,
        foodShortage: false,
      });
      // revalon: income x1.6
      expect(s.incomeBreakdown!.totalIncome).toBe(Math.floor(426 * 1.6));
      expect(s.resourceProduction).toMatchObject({
        foodProduced: 1500,
        foodConsumed: 630,
        foodNet: 870,
        ironProduced: 15,
        enduriumProduced: 10,
        octarineProduced: 10,
      });
    });

    it("lists own planets with every field and hides others' details", async () => {
      const planets = (await server.ok("planets", { params: { galaxyId: "demo" }, token: alice })).body.planets;
      expect(planets).toHaveLength(1);
      expect(planets[0]).toMatchObject({
        id: home,
        isHomeWorld: true,
        visibility: "owner",
        size: 250,
        population: 5000,
        maxPopulation: 19100,
        buildingsInProgress: 0,
        ownerId: playerId,
        ownerName: "Eco Alice",
        planetType: "terran",
      });
      expect(planets[0]!.buildings).toContainEqual({ type: "farm", count: 15 });
      expect(planets[0]!.production).toEqual({
        food: 1500,
        iron: 15,
        endurium: 10,
        octarine: 10,
        credits: 160,
        researchPoints: 260,
      });
      expect(planets[0]!.stationedUnits).toContainEqual({ type: "soldier", count: 100 });
      const seenByBob = (await server.ok("planet", { params: { galaxyId: "demo", planetId: home }, token: bob })).body;
      expect(seenByBob).toMatchObject({
        visibility: "public",
        ownerName: "Eco Alice",
        population: null,
        buildings: [],
        stationedUnits: [],
      });
      expect(
        (await server.refusal("planet", { params: { galaxyId: "demo", planetId: "demo:99,99:1" }, token: bob })).status,
      ).toBe(404);
    });

    it("lists an empire's planets home world first, then in the order they were claimed", async () => {
      const carol = "dev:eco-carol";
      const reg = await server.ok("register", {
        token: carol,
        body: { username: "Eco Carol", race: "quantam", galaxyId: "demo" },
      });
      const k = server.running.app.services.db.kysely;
      const claim = (id: string, at: number | null, owner: string | null = reg.body.playerId) =>
        k
          .updateTable("planets")
          .set({ owner_id: owner, claimed_at: at })
          .where("galaxy_id", "=", "demo")
          .where("id", "=", id)
          .execute();
      const free = await k
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", "demo")
        .where("owner_id", "is", null)
        .limit(3)
        .execute();
      const [a, b, c] = free.map((p) => p.id) as [string, string, string];
      // The home world claimed last; one planet claimed first; two at the same moment, then in order of id.
      await claim(reg.body.homePlanetId, 5_000);
      await claim(a, 3_000);
      await claim(b, 2_000);
      await claim(c, 3_000);
      try {
        const planets = (await server.ok("planets", { params: { galaxyId: "demo" }, token: carol })).body.planets;
        expect(planets.map((p) => p.id)).toEqual([reg.body.homePlanetId, b, ...[a, c].sort()]);
      } finally {
        for (const id of [a, b, c]) await claim(id, null, null);
      }
    });

    it("accepts a build order, spends atomically and completes it on the right flip", async () => {
      const before = await stats();
      const res = await order(alice, [
        { planetId: home, buildingType: "farm", quantity: 5 },
        { planetId: home, buildingType: "cash_factory", quantity: 3 },
      ]);
      expect(res.status).toBe(201);
      expect(res.answer.totalCost).toEqual({
        credits: 5 * 160 + 3 * 120,
        iron: 5 * 3 + 3 * 10,
        endurium: 8,
        octarine: 5 * 10 + 3 * 5,
      });
      const after = await stats();
      expect(after.resources.credits).toBe(before.resources.credits - 1160);
      const jobs = (await server.ok("buildJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs;
      expect(jobs).toHaveLength(2);
      const cf = jobs.find((j: { buildingType: string }) => j.buildingType === "cash_factory");
      const turn = (await server.ok("turnInfo", { params: { galaxyId: "demo" }, token: alice })).body;
      expect(Date.parse(cf!.completesAt) - Date.parse(turn.nextTurnAt)).toBe(4 * 5 * 60_000);
      const planet = (await server.ok("planets", { params: { galaxyId: "demo" }, token: alice })).body.planets[0];
      expect(planet!.buildingsInProgress).toBe(8);

      await advance(4);
      expect(
        (await server.ok("buildJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs.every(
          (j: { state: string }) => j.state === "in_progress",
        ),
      ).toBe(true);
      await advance(1);
      const done = (await server.ok("buildJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs;
      expect(done.find((j: { buildingType: string }) => j.buildingType === "cash_factory")!.state).toBe("completed");
      expect(done.find((j: { buildingType: string }) => j.buildingType === "farm")!.state).toBe("in_progress");
      const planetAfter = (await server.ok("planets", { params: { galaxyId: "demo" }, token: alice })).body.planets[0];
      expect(planetAfter!.buildings).toContainEqual({ type: "cash_factory", count: 23 });
      expect(planetAfter!.buildingsInProgress).toBe(5);

      const events = (await server.ok("events", { params: { galaxyId: "demo" }, query: { limit: "50" }, token: alice }))
        .body.events as {
        eventType: string;
        details: Record<string, unknown>;
      }[];
      expect(events.filter((e) => e.eventType === "building_queued")).toHaveLength(2);
      expect(events.find((e) => e.eventType === "building_completed")?.details).toMatchObject({
        buildingType: "cash_factory",
        quantity: 3,
      });
      const filtered = (
        await server.ok("events", {
          params: { galaxyId: "demo" },
          query: { limit: "50", event_types: "building_completed" },
          token: alice,
        })
      ).body.events;
      expect(filtered.every((e: { eventType: string }) => e.eventType === "building_completed")).toBe(true);
      const bobsEvents = (
        await server.ok("events", { params: { galaxyId: "demo" }, query: { limit: "50" }, token: bob })
      ).body.events;
      expect(bobsEvents.some((e: { eventType: string }) => e.eventType.startsWith("building_"))).toBe(false);
      const stream = (
        await server.ok("eventStream", { params: { galaxyId: "demo" }, query: { limit: "100" }, token: bob })
      ).body.events as {
        eventType: string;
      }[];
      expect(stream.some((e) => e.eventType === "turn_flipped")).toBe(true);
      expect(stream.some((e) => e.eventType.startsWith("building_"))).toBe(false);
    });

    it("trains units into the home fleet", async () => {
      const fleetId = `demo:${playerId}:home`;
      const res = await server.ok("unitBuild", {
        token: alice,
        body: { galaxyId: "demo", fleetId, orders: [{ unitType: "soldier", quantity: 50 }] },
      });
      expect(res.status).toBe(201);
      expect((await server.ok("unitJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs[0]).toMatchObject({
        unitType: "soldier",
        quantity: 50,
        fleetId,
        state: "in_progress",
      });
      await advance(2);
      expect((await server.ok("unitJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs[0]!.state).toBe(
        "completed",
      );
      const planet = (await server.ok("planets", { params: { galaxyId: "demo" }, token: alice })).body.planets[0];
      expect(planet!.stationedUnits).toContainEqual({ type: "soldier", count: 150 });
    });

    it("rejects bad orders with the spec's texts and writes nothing", async () => {
      const before = await stats();
      const jobsBefore = (await server.ok("buildJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs
        .length;
      const cases: Array<[unknown, number, RegExp]> = [
        [[{ planetId: home, buildingType: "farm", quantity: -1 }], 422, /Please enter a valid quantity/],
        [[{ planetId: home, buildingType: "farm", quantity: 1.5 }], 422, /Please enter a valid quantity/],
        [[{ planetId: home, buildingType: "farm", quantity: 101 }], 422, /Please enter a valid quantity/],
        [[{ planetId: home, buildingType: "farm", quantity: "5" }], 422, /Please enter a valid quantity/],
        [[{ planetId: home, buildingType: "farm", quantity: 1e12 }], 422, /Please enter a valid quantity/],
        [[{ planetId: home, buildingType: "death_star", quantity: 1 }], 422, /death_star/],
        [[{ planetId: "demo:0,0:1", buildingType: "farm", quantity: 1 }], 404, /Planet not found/],
        [
          [
            { planetId: home, buildingType: "tax_office", quantity: 1 },
            { planetId: home, buildingType: "farm", quantity: 1 },
          ],
          201,
          /.*/,
        ],
        [
          [
            { planetId: home, buildingType: "farm", quantity: 100 },
            { planetId: home, buildingType: "mine", quantity: 100 },
          ],
          422,
          /Insufficient space.*need \d+.*have \d+/,
        ],
        [[{ planetId: home, buildingType: "portal", quantity: 1 }], 422, /only one portal|Insufficient/],
        [[], 422, /at least one/],
      ];
      for (const [orders, status, detail] of cases) {
        // Some orders are malformed on purpose: the server must refuse them as the schemas say.
        const res = await order(alice, malformed(orders));
        expect(res.status, JSON.stringify(orders)).toBe(status);
        if (status !== 201) expect(res.refusal.detail).toMatch(detail);
      }
      const afterStats = await stats();
      // Only the one valid (revalon may build tax offices) order was charged.
      expect(afterStats.resources.credits).toBe(before.resources.credits - 200 - 160);
      expect((await server.ok("buildJobs", { params: { galaxyId: "demo" }, token: alice })).body.jobs.length).toBe(
        jobsBefore + 2,
      );
      const wardancerTax = await order(bob, [
        {
          planetId: (await server.ok("planets", { params: { galaxyId: "demo" }, token: bob })).body.planets[0]!.id,
          buildingType: "tax_office",
          quantity: 1,
        },
      ]);
      expect(wardancerTax.refusal.detail).toBe("Your race cannot build tax offices");
    });

    it("never lets a player act on another player's planet or fleet", async () => {
      const bobHome = (await server.ok("planets", { params: { galaxyId: "demo" }, token: bob })).body.planets[0]!.id;
      const res = await order(alice, [{ planetId: bobHome, buildingType: "farm", quantity: 1 }]);
      expect(res.status).toBe(404);
      const bobFleet = (
        await server.ok("galaxyPlayers", { params: { galaxyId: "demo" }, token: bob })
      ).body.players.find((p: { username: string }) => p.username === "Eco Bob")!.playerId;
      const units = await server.refusal("unitBuild", {
        token: alice,
        body: { galaxyId: "demo", fleetId: `demo:${bobFleet}:home`, orders: [{ unitType: "soldier", quantity: 1 }] },
      });
      expect(units.status).toBe(404);
      expect(
        (await server.refusal("buildJobs", { params: { galaxyId: "demo" }, token: "dev:eco-nobody" })).status,
      ).toBe(404);
      const bobFamily = (await stats(bob)).familyId as string;
      const own = await server.ok("familyEvents", {
        params: { galaxyId: "demo", familyId: bobFamily.split(":")[1]! },
        query: { limit: "100" },
        token: bob,
      });
      expect(own.status).toBe(200);
      expect(own.body.events.some((e: { eventType: string }) => e.eventType === "player_registered")).toBe(true);
      const otherFamily = ["family-1", "family-2", "family-3"].find((f) => `demo:${f}` !== bobFamily);
      expect(
        (await server.refusal("familyEvents", { params: { galaxyId: "demo", familyId: otherFamily! }, token: bob }))
          .status,
      ).toBe(404);
    });

    it("prices a portal by the planets owned, counts the one queued on a planet and the one ordered today", async () => {
      // What only portal orders read (planets owned, portals queued, portals ordered today), read only for them.
      const token = "dev:eco-portals";
      const reg = await server.ok("register", {
        token,
        body: { username: "Eco Portals", race: "quantam", galaxyId: "demo" },
      });
      const kysely = server.running.app.services.db.kysely;
      await kysely
        .updateTable("players")
        .set({ credits: 1e9, iron: 1e9, endurium: 1e9, octarine: 1e9 })
        .where("galaxy_id", "=", "demo")
        .where("id", "=", reg.body.playerId)
        .execute();
      const free = await kysely
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", "demo")
        .where("owner_id", "is", null)
        .where("is_home_slot", "=", 0)
        .orderBy("id")
        .limit(2)
        .execute();
      expect(free).toHaveLength(2);
      const [second, third] = free.map((p) => p.id) as [string, string];
      await kysely
        .updateTable("planets")
        .set({ owner_id: reg.body.playerId, size: 100, claimed_at: 1 })
        .where("galaxy_id", "=", "demo")
        .where("id", "in", [second, third])
        .execute();

      const first = await order(token, [{ planetId: second, buildingType: "portal", quantity: 1 }]);
      expect(first.status).toBe(201);
      // Three planets owned: the home world and the two just given.
      expect(first.answer.totalCost).toEqual(buildingUnitCost("portal", 0, 3));
      expect(buildingUnitCost("portal", 0, 3).credits).toBeGreaterThan(buildingUnitCost("portal", 0, 1).credits);
      // The portal queued on that planet counts as one it has.
      const again = await order(token, [{ planetId: second, buildingType: "portal", quantity: 1 }]);
      expect(again.status).toBe(422);
      expect(again.refusal.detail).toBe("A planet can hold only one portal");
      // Another planet, the same day: the daily limit.
      const daily = await order(token, [{ planetId: third, buildingType: "portal", quantity: 1 }]);
      expect(daily.status).toBe(422);
      expect(daily.refusal.detail).toBe("Cannot build more than 1 portals per day");
      // Orders without a portal line are not held by any of it.
      expect((await order(token, [{ planetId: third, buildingType: "farm", quantity: 1 }])).status).toBe(201);
    });

    it("never overspends under 50 concurrent orders costing twice the credits", async () => {
      const token = "dev:eco-racer";
      const reg = await server.ok("register", {
        token,
        body: { username: "Eco Racer", race: "quantam", galaxyId: "demo" },
      });
      const racerHome = reg.body.homePlanetId;
      const credits = (await stats(token)).resources.credits as number;
      // Each order: 1 laser (700 credits). 50 orders ask for far more than the player can pay in credits.
      const perOrder = Math.ceil((2 * credits) / 50 / 700);
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          order(token, [{ planetId: racerHome, buildingType: "laser", quantity: perOrder }]),
        ),
      );
      const accepted = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status !== 201);
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((r) => r.status === 422 && /Insufficient|space/.test(r.refusal.detail))).toBe(true);
      const spent = accepted.reduce((s, r) => s + r.answer.totalCost.credits, 0);
      const after = await stats(token);
      expect(spent).toBeLessThanOrEqual(credits);
      expect(after.resources.credits).toBe(credits - spent);
      expect(after.resources.credits).toBeGreaterThanOrEqual(0);
      const jobs = (await server.ok("buildJobs", { params: { galaxyId: "demo" }, token })).body.jobs;
      expect(jobs).toHaveLength(accepted.length);
    });
  });
}
