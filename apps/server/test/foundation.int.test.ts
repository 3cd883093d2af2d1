import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformed, type RouteBody } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`foundation API on ${database.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(database);
    });
    afterAll(async () => server?.close());

    const register = (token: string, body: RouteBody<"register">) => server.send("register", { token, body });

    it("reports health and the database in use", async () => {
      const res = await server.ok("health");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "ok", database: database.name });
    });

    it("tells the web client to use development sign-in when no issuer is configured", async () => {
      const res = await server.ok("authConfig");
      expect(res.body).toMatchObject({ mode: "dev", issuer: null });
    });

    it("refuses protected routes without a valid identity", async () => {
      expect((await server.refusal("galaxyList")).status).toBe(401);
      const bad = await server.refusal("galaxyList", { token: "dev:Not Valid!" });
      expect(bad.status).toBe(401);
      expect(bad.body.code).toBe("unauthorized");
      expect((await server.refusal("me", { token: `dev:${"a".repeat(33)}` })).status).toBe(401);
      // Raw: a non-bearer Authorization header, which the typed client cannot send.
      expect((await server.raw("GET", "/auth/me", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    });

    it("lists the five races with their bonuses", async () => {
      const res = await server.ok("races");
      expect(res.body.races.map((r: { race: string }) => r.race)).toEqual([
        "partaxian",
        "wardancer",
        "quantam",
        "camaar",
        "revalon",
      ]);
      const wardancer = res.body.races.find((r: { race: string }) => r.race === "wardancer");
      expect(wardancer!.bonuses).toMatchObject({ attack: 1.7, speed: 1.6 });
      expect(wardancer!.canBuildTaxOffices).toBe(false);
    });

    it("lists the demo galaxy with caller-specific fields", async () => {
      const res = await server.ok("galaxyList", { token: "dev:viewer" });
      expect(res.status).toBe(200);
      const demo = res.body.galaxies.find((g: { id: string }) => g.id === "demo");
      expect(demo).toMatchObject({
        name: "Demo Galaxy",
        status: "active",
        isPrivate: false,
        canJoin: true,
        isOwner: false,
        playerId: null,
        currentTurn: 0,
        config: { gridWidth: 30, gridHeight: 30, familyCount: 3, planetsPerHomeSystem: 10, maxPlayersPerFamily: 10 },
      });
      expect(demo!.playerCount).toBe(4); // the NPC empires
    });

    it("registers an empire with the starting package, home world and home fleet", async () => {
      const res = await register("dev:alice", { username: "  Alice   Prime ", race: "Wardancer", galaxyId: "demo" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ galaxyId: "demo", username: "Alice Prime", race: "wardancer" });
      expect(res.answer.homePlanetId).toMatch(/^demo:\d+,\d+:\d+$/);
      expect(res.answer.familyId).toMatch(/^demo:family-\d$/);

      const me = await server.ok("me", { token: "dev:alice" });
      expect(me.body).toMatchObject({
        userId: "dev:alice",
        players: [{ galaxyId: "demo", playerId: res.answer.playerId }],
      });

      const stats = await server.ok("playerStats", { query: { galaxyId: "demo" }, token: "dev:alice" });
      expect(stats.status).toBe(200);
      expect(stats.body).toMatchObject({
        username: "Alice Prime",
        race: "wardancer",
        familyId: res.answer.familyId,
        familyRole: "member",
        morale: 1,
        population: 5000,
        maxPopulation: 19100,
        planetCount: 1,
        networth: 2596,
        units: { agents: 5, wizards: 5 },
        resources: { credits: 25000, food: 20000, iron: 2000, endurium: 500, octarine: 2000 },
      });

      const list = await server.ok("galaxyList", { token: "dev:alice" });
      expect(list.body.galaxies.find((g: { id: string }) => g.id === "demo")!.playerId).toBe(res.answer.playerId);

      const account = await server.ok("account", { token: "dev:alice" });
      expect(account.body.galaxies).toEqual([
        expect.objectContaining({
          galaxyId: "demo",
          galaxyName: "Demo Galaxy",
          playerUsername: "Alice Prime",
          playerRace: "wardancer",
          playerPlanetCount: 1,
        }),
      ]);
    });

    it("places new players in the family with the fewest members", async () => {
      const families: string[] = [];
      for (const name of ["fam1", "fam2", "fam3"]) {
        const res = await register(`dev:${name}`, {
          username: `Family Test ${name}`,
          race: "quantam",
          galaxyId: "demo",
        });
        expect(res.status).toBe(201);
        families.push(res.answer.familyId);
      }
      const players = (await server.ok("galaxyPlayers", { params: { galaxyId: "demo" }, token: "dev:fam1" })).body
        .players as {
        familyId: string;
      }[];
      const counts = new Map<string, number>();
      for (const p of players) counts.set(p.familyId, (counts.get(p.familyId) ?? 0) + 1);
      const sizes = [...counts.values()];
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    });

    it("shows resources in the player list only to their owner", async () => {
      const res = await server.ok("galaxyPlayers", { params: { galaxyId: "demo" }, token: "dev:alice" });
      const own = res.body.players.find((p: { username: string }) => p.username === "Alice Prime");
      const other = res.body.players.find((p: { username: string }) => p.username !== "Alice Prime");
      expect(own!.resources!.credits).toBe(25000);
      expect(other!.resources).toBeNull();
    });

    it("rejects bad registrations with a clear detail and writes nothing", async () => {
      const cases: Array<[unknown, number, RegExp]> = [
        [{ username: "", race: "quantam", galaxyId: "demo" }, 422, /Please enter a username and select a race/],
        [{ username: "Valid Name", race: "", galaxyId: "demo" }, 422, /Please enter a username and select a race/],
        [{ username: "ab", race: "quantam", galaxyId: "demo" }, 422, /at least 3 characters/],
        [{ username: "x".repeat(40), race: "quantam", galaxyId: "demo" }, 422, /at most 32 characters/],
        [{ username: "<script>", race: "quantam", galaxyId: "demo" }, 422, /may only contain/],
        [{ username: "Valid Name", race: "klingon", galaxyId: "demo" }, 422, /Unknown race/],
        [{ username: "Valid Name", race: "quantam", galaxyId: "nope" }, 404, /Galaxy not found/],
        [{ username: "Valid Name", race: "quantam", galaxyId: "x" }, 422, /Galaxy ID must be at least 3 characters/],
        [{ username: 42, race: "quantam", galaxyId: "demo" }, 422, /username/],
        [{ username: "Valid Name", race: "quantam" }, 422, /galaxyId/],
        [
          { username: "Valid Name", race: "quantam", galaxyId: "demo", credits: 1e9 },
          422,
          /Unknown field\(s\): credits/,
        ],
        [{ username: "Valid Name", race: "quantam", galaxyId: "demo", familyRole: "leader" }, 422, /familyRole/],
      ];
      for (const [body, status, detail] of cases) {
        const res = await register("dev:mallory", malformed(body)); // malformed on purpose
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.refusal.detail).toMatch(detail);
        expect(typeof res.refusal.code).toBe("string");
      }
      // Raw: a body that is not JSON at all.
      const notJson = await server.raw("POST", "/galaxy/register", { token: "dev:mallory", rawBody: "{not json" });
      expect(notJson).toMatchObject({ status: 400, body: { detail: "Malformed JSON body", code: "bad_request" } });
      const me = await server.ok("me", { token: "dev:mallory" });
      expect(me.body.players).toEqual([]);
    });

    it("allows one empire per user per galaxy and unique names, also under concurrency", async () => {
      const again = await register("dev:alice", { username: "Second Alice", race: "quantam", galaxyId: "demo" });
      expect(again).toMatchObject({ status: 409, body: { code: "already_registered" } });
      const clash = await register("dev:bob", { username: "ALICE prime", race: "quantam", galaxyId: "demo" });
      expect(clash).toMatchObject({ status: 409, body: { code: "name_taken" } });
      // The refusal names its text and the name in it, so a client can say it in the player's language (issue 15).
      expect(clash).toMatchObject({
        status: 409,
        body: { code: "name_taken", reason: "empire_name_taken", data: { name: "ALICE prime" } },
      });
      expect(again.body).toMatchObject({ reason: "already_registered" });

      const same = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          register("dev:racer", { username: `Racer ${i}`, race: "camaar", galaxyId: "demo" }),
        ),
      );
      expect(same.filter((r) => r.status === 201)).toHaveLength(1);
      expect(same.filter((r) => r.status === 409)).toHaveLength(7);

      const names = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          register(`dev:dup${i}`, { username: "Contested Name", race: "camaar", galaxyId: "demo" }),
        ),
      );
      expect(names.filter((r) => r.status === 201)).toHaveLength(1);
      expect(names.filter((r) => r.status === 409).every((r) => r.refusal.code === "name_taken")).toBe(true);

      const players = (await server.ok("galaxyPlayers", { params: { galaxyId: "demo" }, token: "dev:alice" })).body
        .players as {
        playerId: string;
      }[];
      expect(new Set(players.map((p) => p.playerId)).size).toBe(players.length);
    });

    it("reports turn info and advances turns exactly once per call", async () => {
      const before = await server.ok("turnInfo", { params: { galaxyId: "demo" }, token: "dev:alice" });
      expect(before.body).toMatchObject({ galaxyId: "demo", phase: "open", turnLengthMinutes: 5, status: "active" });
      const start = before.body.currentTurn as number;
      const advanced = await server.ok("advanceTurn", {
        params: { galaxyId: "demo" },
        token: "dev:alice",
        body: { turns: 3 },
      });
      expect(advanced.body).toEqual({ galaxyId: "demo", fromTurn: start, currentTurn: start + 3 });
      const parallel = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.send("advanceTurn", { params: { galaxyId: "demo" }, token: "dev:alice", body: {} }),
        ),
      );
      expect(parallel.every((r) => r.status === 200)).toBe(true);
      const after = await server.ok("turnInfo", { params: { galaxyId: "demo" }, token: "dev:alice" });
      expect(after.body.currentTurn).toBe(start + 8);
      expect(Date.parse(after.body.nextTurnAt) - Date.parse(before.body.nextTurnAt)).toBe(8 * 5 * 60_000);
      const bad = await server.refusal("advanceTurn", {
        params: { galaxyId: "demo" },
        token: "dev:alice",
        body: { turns: 0 },
      });
      expect(bad.status).toBe(422);
      expect(
        (await server.refusal("advanceTurn", { params: { galaxyId: "nope" }, token: "dev:alice", body: {} })).status,
      ).toBe(404);
    });

    it("answers unknown ids and routes with 404 JSON", async () => {
      expect((await server.refusal("turnInfo", { params: { galaxyId: "unknown" }, token: "dev:alice" })).status).toBe(
        404,
      );
      expect(
        (await server.refusal("galaxyPlayers", { params: { galaxyId: "unknown" }, token: "dev:alice" })).status,
      ).toBe(404);
      const stats = await server.refusal("playerStats", { query: { galaxyId: "demo" }, token: "dev:nobody" });
      expect(stats).toMatchObject({ status: 404, body: { detail: "Player not found", code: "not_found" } });
      // The query the route requires is left out on purpose.
      expect((await server.refusal("playerStats", malformed({ token: "dev:alice" }))).status).toBe(422);
      // Raw: a path outside the route table.
      const route = await server.raw("GET", "/no/such/route", { token: "dev:alice" });
      expect(route.status).toBe(404);
      expect(route.body.code).toBe("not_found");
    });
  });
}
