import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`fleets and exploration on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:fl-alice";
    const bob = "dev:fl-bob";
    let aliceId: string;
    let home: string;

    beforeAll(async () => {
      server = await startTestServer(database);
      const reg = await server.ok("register", {
        token: alice,
        body: { username: "Fleet Alice", race: "camaar", galaxyId: "demo" },
      });
      aliceId = reg.body.playerId;
      home = reg.body.homePlanetId;
      await server.ok("register", { token: bob, body: { username: "Fleet Bob", race: "quantam", galaxyId: "demo" } });
    });
    afterAll(async () => server?.close());

    const fleets = async (token = alice) =>
      (await server.ok("fleets", { params: { galaxyId: "demo" }, token })).body.fleets;
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: "demo" }, token: alice, body: { turns } });
    const send = (
      body: Omit<RouteBody<"sendFleet">, "galaxyId" | "sourceFleetId"> & { sourceFleetId?: string },
      token = alice,
    ) =>
      server.send("sendFleet", { token, body: { galaxyId: "demo", sourceFleetId: `demo:${aliceId}:home`, ...body } });
    const neutralTarget = async () => {
      const systems = (await server.ok("systems", { params: { galaxyId: "demo" }, token: alice })).body.systems;
      const s = systems.find(
        (x: { systemType: string; owner: string | null }) => x.systemType === "normal" && !x.owner,
      );
      return `demo:${s!.x},${s!.y}:1`;
    };

    it("lists the caller's home fleet with the spec's id form", async () => {
      const list = await fleets();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: `demo:${aliceId}:home`,
        isHomeFleet: true,
        status: "idle",
        locationPlanetId: home,
        units: { soldiers: 100, explorers: 1 },
      });
      expect(
        (
          await server.refusal("fleets", {
            params: { galaxyId: "demo" },
            query: { playerId: "someone-else" },
            token: alice,
          })
        ).status,
      ).toBe(403);
    });

    it("refuses exploration until half the planet space is built", async () => {
      const res = await send({ action: "exploration", targetPlanetId: await neutralTarget(), units: { explorers: 1 } });
      expect(res).toMatchObject({
        status: 422,
        body: { detail: "You must have 50% of your planet space built to explore" },
      });
    });

    it("explores a neutral planet and colonises it on arrival", async () => {
      const order = await server.ok("buildOrder", {
        token: alice,
        body: { galaxyId: "demo", orders: [{ planetId: home, buildingType: "cash_factory", quantity: 25 }] },
      });
      expect(order.status).toBe(201);
      await advance(5);
      const target = await neutralTarget();
      const before = (await server.ok("playerStats", { query: { galaxyId: "demo" }, token: alice })).body.resources
        .credits;
      const res = await send({ action: "exploration", targetPlanetId: target, units: { explorers: 1 } });
      expect(res.status).toBe(201);
      expect(res.answer.message).toBe("Fleet sent successfully!");
      expect(res.answer.fleet).toMatchObject({
        status: "traveling",
        action: "exploration",
        targetPlanetId: target,
        units: { explorers: 1 },
      });
      expect(res.answer.travelTimeSeconds).toBeGreaterThan(0);
      expect(res.answer.fleet!.sourcePlanetCoordinates).not.toBeNull();
      const after = (await server.ok("playerStats", { query: { galaxyId: "demo" }, token: alice })).body.resources
        .credits;
      expect(before - after).toBe(res.answer.fee);
      expect(res.answer.fee).toBeGreaterThanOrEqual(1500);
      const again = await send({ action: "exploration", targetPlanetId: target, units: { explorers: 1 } });
      expect(again).toMatchObject({
        status: 409,
        body: { detail: "An explorer is already on its way to this planet" },
      });
      const noExplorer = await send({
        action: "exploration",
        targetPlanetId: target.replace(/:1$/, ":2"),
        units: { explorers: 1 },
      });
      expect(noExplorer).toMatchObject({ status: 422, body: { detail: "Insufficient explorers: need 1, have 0" } });

      const turns = Math.round(res.answer.travelTimeSeconds! / 300);
      await advance(Math.max(1, turns));
      const planets = (await server.ok("planets", { params: { galaxyId: "demo" }, token: alice })).body.planets;
      expect(planets.map((p: { id: string }) => p.id)).toContain(target);
      expect((await fleets()).filter((f: { isHomeFleet: boolean }) => !f.isHomeFleet)).toHaveLength(0);
      const events = (
        await server.ok("events", {
          params: { galaxyId: "demo" },
          query: { event_types: "planet_colonized,fleet_launched" },
          token: alice,
        })
      ).body.events;
      expect(events.map((e: { eventType: string }) => e.eventType)).toEqual(
        expect.arrayContaining(["planet_colonized", "fleet_launched"]),
      );
      // The default name already says where the explorer goes: the feed names the target once.
      const label = target.slice(target.indexOf(":") + 1);
      const launched = events.find((e: { eventType: string }) => e.eventType === "fleet_launched");
      expect(launched!.summary).toBe(`Explorer to ${label} launched`);
    });

    it("stations units on an own planet and refuses stationing elsewhere", async () => {
      const colony = (await server.ok("planets", { params: { galaxyId: "demo" }, token: alice })).body.planets.find(
        (p: { isHomeWorld: boolean }) => !p.isHomeWorld,
      )!.id;
      const elsewhere = await send({ action: "move", targetPlanetId: await neutralTarget(), units: { fighters: 5 } });
      expect(elsewhere).toMatchObject({
        status: 422,
        body: { detail: "Units can only be stationed on your own planets" },
      });
      const troops = await send({ action: "move", targetPlanetId: colony, units: { soldiers: 10 } });
      expect(troops.refusal.detail).toMatch(/Insufficient transport capacity/);
      const res = await send({ action: "move", targetPlanetId: colony, units: { fighters: 5 } });
      expect(res.status).toBe(201);
      expect(res.answer.fleet).toMatchObject({ status: "traveling", action: "move", units: { fighters: 5 } });
      expect(res.answer.fleet!.fleetName).toMatch(/^Garrison of /);
      await advance(Math.max(1, Math.round(res.answer.travelTimeSeconds! / 300)));
      const garrison = (await fleets()).find((f: { id: string }) => f.id === res.answer.fleet!.id);
      expect(garrison).toMatchObject({ status: "stationed", stationedPlanetId: colony, locationPlanetId: colony });
      const planet = (await server.ok("planet", { params: { galaxyId: "demo", planetId: colony }, token: alice })).body;
      expect(planet.stationedUnits).toContainEqual({ type: "fighter", count: 5 });

      // With a portal at both ends the move is instant, needs no transports and joins the garrison.
      await server.running.app.services.db.kysely
        .updateTable("planets")
        .set({ portal: 1 })
        .where("galaxy_id", "=", "demo")
        .where("id", "=", colony)
        .execute();
      const creditsBefore = (await server.ok("playerStats", { query: { galaxyId: "demo" }, token: alice })).body
        .resources.credits;
      const instant = await send({ action: "move", targetPlanetId: colony, units: { soldiers: 10 } });
      const creditsAfter = (await server.ok("playerStats", { query: { galaxyId: "demo" }, token: alice })).body
        .resources.credits;
      expect(instant.answer.fee).toBe(10); // 1 credit per unit, no distance through a portal
      expect(creditsBefore - creditsAfter).toBe(instant.answer.fee);
      expect(instant.status).toBe(201);
      expect(instant.body).toMatchObject({
        travelTimeSeconds: 0,
        fleet: { id: res.answer.fleet!.id, status: "stationed", units: { fighters: 5, soldiers: 10 } },
      });
    });

    it("rejects bad sends and changes nothing", async () => {
      const homeFleet = `demo:${aliceId}:home`;
      const before = JSON.stringify(await fleets());
      const myPlanet = home;
      const cases: Array<[Record<string, unknown>, number, RegExp]> = [
        [{ action: "attack", targetPlanetId: myPlanet, units: { soldiers: 10 } }, 422, /own planet/],
        [
          { action: "attack", targetPlanetId: await neutralTarget(), units: { fighters: 1 } },
          422,
          /not owned by another player/,
        ],
        [{ action: "exploration", targetPlanetId: myPlanet, units: { explorers: 1 } }, 422, /unclaimed/],
        [{ action: "exploration", targetPlanetId: "demo:99,99:1", units: { explorers: 1 } }, 404, /Planet not found/],
        [{ action: "attack", targetPlanetId: "demo:99,99:1", units: { fighters: -1 } }, 422, /valid quantity/],
        [{ action: "attack", targetPlanetId: "demo:99,99:1", units: { fighters: 1.5 } }, 422, /valid quantity/],
        [{ action: "attack", targetPlanetId: "demo:99,99:1", units: { lasers: 1 } }, 422, /Unknown field/],
        [{ action: "teleport", targetPlanetId: myPlanet, units: {} }, 422, /exploration, attack or move/],
        [
          { action: "exploration", targetPlanetId: myPlanet, units: { explorers: 1 }, playerId: "not-me" },
          403,
          /own empire/,
        ],
      ];
      for (const [body, status, detail] of cases) {
        const res = await send(malformed(body)); // malformed on purpose
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.refusal.detail).toMatch(detail);
      }
      const bobFleet = (await fleets(bob))[0]!.id;
      expect(
        (
          await server.refusal("recallFleet", {
            params: { fleetId: bobFleet },
            token: alice,
            body: { galaxyId: "demo" },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.refusal("recallFleet", {
            params: { fleetId: homeFleet },
            token: alice,
            body: { galaxyId: "demo" },
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await send({
            action: "exploration",
            targetPlanetId: myPlanet,
            units: { explorers: 1 },
            sourceFleetId: bobFleet,
          })
        ).status,
      ).toBe(404);
      expect(JSON.stringify(await fleets())).toBe(before);
    });
  });
}
