import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { runNextGalaxyJob } from "../src/services/galaxy/galaxy-creation-service.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const wizard = (over: Partial<RouteBody<"createGalaxy">> = {}): RouteBody<"createGalaxy"> => ({
  galaxyId: "andromeda",
  galaxyName: "Andromeda",
  shardId: "shard-1",
  gridWidth: 30,
  gridHeight: 30,
  familyCount: 3,
  maxPlayersPerFamily: 10,
  planetsPerHomeSystem: 10,
  planetsPerNeutralSystem: 3,
  systemDensity: 0.1,
  turnLengthMinutes: 15,
  npcCount: 2,
  npcDifficulty: "hard",
  ...over,
});

for (const database of testDatabases()) {
  describe(`galaxy creation and access on ${database.name}`, () => {
    let server: TestServer;
    const owner = "dev:gc-owner";
    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      // Users must exist (have signed in once) to be invited.
      for (const u of ["dev:gc-friend", "dev:gc-stranger"]) await server.ok("me", { token: u });
    });
    afterAll(async () => server?.close());

    const create = (body: RouteBody<"createGalaxy">, token = owner) => server.send("createGalaxy", { token, body });

    it("re-checks every wizard rule with the spec's messages", async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ galaxyId: "ab" }, /Galaxy ID must be at least 3 characters/],
        [{ galaxyId: "bad id!" }, /Galaxy ID can only contain letters, numbers, dashes, and underscores/],
        [{ galaxyName: "Ab" }, /Galaxy Name must be at least 3 characters/],
        [{ gridWidth: 19 }, /between 20 and 50/],
        [{ gridHeight: 51 }, /between 20 and 50/],
        [{ systemDensity: 0.005 }, /System density must be between 1% and 20%/],
        [{ systemDensity: 0.21 }, /System density must be between 1% and 20%/],
        [{ familyCount: 1 }, /between 2 and 10/],
        [{ familyCount: 11 }, /between 2 and 10/],
        [{ maxPlayersPerFamily: 0, planetsPerHomeSystem: 0 }, /between 1 and 50/],
        [{ maxPlayersPerFamily: 51, planetsPerHomeSystem: 51 }, /between 1 and 50/],
        [{ planetsPerNeutralSystem: 21 }, /between 1 and 20/],
        [{ turnLengthMinutes: 4 }, /between 5 and 60/],
        [{ turnLengthMinutes: 61 }, /between 5 and 60/],
        [{ npcCount: 101 }, /between 0 and 100/],
        [{ npcDifficulty: "insane" }, /Invalid NPC difficulty/],
        [{ planetsPerHomeSystem: 4 }, /must equal max players per family/],
        [{ gridWidth: 30.5 }, /whole number/],
        [{ ownerId: "dev:someone-else" }, /Unknown field/],
      ];
      for (const [over, message] of cases) {
        const res = await create(wizard(malformed(over))); // malformed on purpose
        expect(res.status, JSON.stringify(over)).toBe(422);
        expect(res.refusal.detail).toMatch(message);
      }
      expect((await server.ok("galaxyJobs", { token: owner })).body.jobs).toEqual([]);
    });

    it("queues a job, answers at once, generates it in the background and reports progress", async () => {
      const res = await create(wizard());
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ galaxyId: "andromeda", status: "queued" });
      const queued = await server.ok("galaxyJob", { params: { jobId: res.answer.jobId }, token: owner });
      expect(queued.body).toMatchObject({
        status: "queued",
        progressPercent: 0,
        galaxyName: "Andromeda",
        startedAt: null,
      });
      expect((await create(wizard())).status).toBe(409); // same id already being created

      expect(await runNextGalaxyJob(server.running.app.services)).toBe(true);
      const done = (await server.ok("galaxyJob", { params: { jobId: res.answer.jobId }, token: owner })).body;
      expect(done).toMatchObject({
        status: "completed",
        progressPercent: 100,
        totalSystems: 90,
        totalPlanets: 3 * 10 + 87 * 3,
        errorMessage: null,
      });
      expect(done.completedAt).not.toBeNull();

      const galaxy = (await server.ok("galaxyList", { token: owner })).body.galaxies.find(
        (g: { id: string }) => g.id === "andromeda",
      );
      expect(galaxy).toMatchObject({
        isOwner: true,
        ownerId: owner,
        playerCount: 2,
        config: { turnLengthMinutes: 15, planetsPerHomeSystem: 10 },
      });
      const players = (await server.ok("galaxyPlayers", { params: { galaxyId: "andromeda" }, token: owner })).body
        .players;
      expect(players.every((p: { isNpc: boolean }) => p.isNpc)).toBe(true);
      expect((await create(wizard())).refusal.detail).toMatch(/already exists/);
    });

    it("fails a job cleanly when its galaxy id is taken before it runs", async () => {
      const res = await create(wizard({ galaxyId: "contested", npcCount: 0 }));
      await createGalaxy(server.running.app.services, {
        id: "contested",
        name: "Contested",
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: DEFAULT_GALAXY_CONFIG,
        npcCount: 0,
        npcDifficulty: "easy",
      });
      await runNextGalaxyJob(server.running.app.services);
      const failed = (await server.ok("galaxyJob", { params: { jobId: res.answer.jobId }, token: owner })).body;
      expect(failed).toMatchObject({ status: "failed", errorMessage: "A galaxy with id 'contested' already exists" });
    });

    it("shows a job only to its creator and limits running jobs per user", async () => {
      const jobs = (await server.ok("galaxyJobs", { query: { limit: "20" }, token: owner })).body.jobs;
      expect(jobs.length).toBe(2);
      expect(
        (await server.refusal("galaxyJob", { params: { jobId: jobs[0]!.jobId }, token: "dev:gc-stranger" })).status,
      ).toBe(404);
      expect((await server.ok("galaxyJobs", { token: "dev:gc-stranger" })).body.jobs).toEqual([]);
      for (let i = 0; i < 3; i++)
        expect((await create(wizard({ galaxyId: `burst-${i}`, npcCount: 0 }), "dev:gc-busy")).status).toBe(202);
      const fourth = await create(wizard({ galaxyId: "burst-3", npcCount: 0 }), "dev:gc-busy");
      expect(fourth.status).toBe(429);
      while (await runNextGalaxyJob(server.running.app.services));
    });

    it("lets only the owner manage access, and private galaxies admit only invitees", async () => {
      const stranger = "dev:gc-stranger";
      const friend = "dev:gc-friend";
      const denied = await server.refusal("galaxyAccess", { params: { galaxyId: "andromeda" }, token: stranger });
      expect(denied).toMatchObject({
        status: 403,
        body: { detail: "You must be the galaxy owner to manage access settings." },
      });
      expect(
        (
          await server.refusal("setGalaxyPrivacy", {
            params: { galaxyId: "andromeda" },
            token: stranger,
            body: { isPrivate: true },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await server.refusal("invite", {
            params: { galaxyId: "andromeda" },
            token: stranger,
            body: { userId: friend },
          })
        ).status,
      ).toBe(403);
      expect((await server.refusal("galaxyAccess", { params: { galaxyId: "nowhere" }, token: owner })).status).toBe(
        404,
      );

      const set = await server.ok("setGalaxyPrivacy", {
        params: { galaxyId: "andromeda" },
        token: owner,
        body: { isPrivate: true },
      });
      expect(set.body).toEqual({ galaxyId: "andromeda", galaxyName: "Andromeda", isPrivate: true });
      expect(
        (await server.refusal("invite", { params: { galaxyId: "andromeda" }, token: owner, body: { userId: "  " } }))
          .body.detail,
      ).toBe("User ID is required");
      expect(
        (
          await server.refusal("invite", {
            params: { galaxyId: "andromeda" },
            token: owner,
            body: { userId: "dev:ghost" },
          })
        ).status,
      ).toBe(404);
      const invited = await server.ok("invite", {
        params: { galaxyId: "andromeda" },
        token: owner,
        body: { userId: friend },
      });
      expect(invited).toMatchObject({ status: 201, body: { userId: friend, hasJoined: false } });
      expect(
        (await server.refusal("invite", { params: { galaxyId: "andromeda" }, token: owner, body: { userId: friend } }))
          .status,
      ).toBe(409);

      const join = (token: string, name: string) =>
        server.send("register", { token, body: { username: name, race: "camaar", galaxyId: "andromeda" } });
      expect((await join(stranger, "Stranger Things")).status).toBe(403);
      expect((await join(friend, "Friendly Fire")).status).toBe(201);
      const invitations = (await server.ok("invitations", { params: { galaxyId: "andromeda" }, token: owner })).body
        .invitations;
      expect(invitations).toEqual([
        expect.objectContaining({ userId: friend, hasJoined: true, displayName: "gc-friend" }),
      ]);

      expect(
        (await server.ok("revokeInvite", { params: { galaxyId: "andromeda", userId: friend }, token: owner })).status,
      ).toBe(200);
      expect(
        (await server.refusal("revokeInvite", { params: { galaxyId: "andromeda", userId: friend }, token: owner }))
          .status,
      ).toBe(404);
      expect(
        (await server.ok("invitations", { params: { galaxyId: "andromeda" }, token: owner })).body.invitations,
      ).toEqual([]);
    });

    it("serves map data that reveals ownership and public facts only", async () => {
      const friend = "dev:gc-friend";
      const layout = (await server.ok("layout", { params: { galaxyId: "andromeda" }, token: friend })).body;
      expect(layout.gridSize).toEqual({ width: 30, height: 30 });
      expect(layout.systemCount).toBe(90);
      expect(layout.homeIds).toHaveLength(3);
      expect(layout.homeIds[0]).toMatch(/^\d+,\d+:10$/);
      expect(layout.homeFamilies).toEqual(["andromeda:family-1", "andromeda:family-2", "andromeda:family-3"]);
      expect(layout.neutralIds).toHaveLength(87);

      const homes = (
        await server.ok("systems", { params: { galaxyId: "andromeda" }, query: { home_only: "true" }, token: friend })
      ).body.systems;
      expect(homes).toHaveLength(3);
      const all = (await server.ok("systems", { params: { galaxyId: "andromeda" }, token: friend })).body.systems;
      expect(all).toHaveLength(90);
      const occupied = all.filter((s: { owner: string | null }) => s.owner);
      expect(occupied.length).toBeGreaterThan(0);
      const quadrant = (
        await server.ok("quadrant", {
          params: { galaxyId: "andromeda" },
          query: { quadrant_x: "0", quadrant_y: "0" },
          token: friend,
        })
      ).body.systems;
      expect(quadrant.every((s: { x: number; y: number }) => s.x < 25 && s.y < 25)).toBe(true);

      const friendHome = (await server.ok("planets", { params: { galaxyId: "andromeda" }, token: friend })).body
        .planets[0];
      const [x, y] = [friendHome!.coordinates.x, friendHome!.coordinates.y];
      const seenByOwner = (
        await server.ok("systemPlanets", { params: { galaxyId: "andromeda", systemId: `${x},${y}` }, token: owner })
      ).body;
      expect(seenByOwner.systemId).toBe(`andromeda:${x},${y}`);
      const other = seenByOwner.planets.find((p: { id: string }) => p.id === friendHome!.id);
      expect(other).toMatchObject({
        visibility: "public",
        ownerName: "Friendly Fire",
        population: null,
        buildings: [],
        stationedUnits: [],
        production: null,
      });
      const seenBySelf = (
        await server.ok("systemPlanets", {
          params: { galaxyId: "andromeda", systemId: `andromeda:${x},${y}` },
          token: friend,
        })
      ).body;
      expect(seenBySelf.planets.find((p: { id: string }) => p.id === friendHome!.id)!.visibility).toBe("owner");
      expect(
        (await server.refusal("systemPlanets", { params: { galaxyId: "andromeda", systemId: "99,99" }, token: friend }))
          .status,
      ).toBe(404);

      const occupiedSystems = (await server.ok("occupiedSystems", { params: { galaxyId: "andromeda" }, token: friend }))
        .body.occupiedSystems;
      expect(Object.keys(occupiedSystems).every((k) => k.startsWith("andromeda:family-"))).toBe(true);
      const families = (await server.ok("families", { params: { galaxyId: "andromeda" }, token: friend })).body
        .families;
      expect(families).toHaveLength(3);
      expect(families.flatMap((f: { members: string[] }) => f.members)).toHaveLength(3);

      const text = JSON.stringify([layout, all, families, occupiedSystems]);
      for (const secret of ["credits", "octarine", "soldiers", "resources", "cash_factory"])
        expect(text).not.toContain(secret);
      expect(
        (await server.refusal("layout", { params: { galaxyId: "andromeda" }, token: "dev:gc-stranger" })).status,
      ).toBe(404);
    });
  });
}
