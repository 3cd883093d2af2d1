import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`private galaxies on ${database.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      const services = server.running.app.services;
      await createGalaxy(services, {
        id: "secret",
        name: "Secret Galaxy",
        shardId: "shard-1",
        ownerId: "dev:owner",
        isPrivate: true,
        config: {
          ...DEFAULT_GALAXY_CONFIG,
          gridWidth: 20,
          gridHeight: 20,
          maxPlayersPerFamily: 2,
          planetsPerHomeSystem: 2,
          familyCount: 2,
        },
        npcCount: 0,
        npcDifficulty: "easy",
      });
      await services.db.kysely
        .insertInto("galaxy_invitations")
        .values({ galaxy_id: "secret", user_id: "dev:friend", invited_at: 0 })
        .execute();
    });
    afterAll(async () => server?.close());

    const galaxyFor = async (token: string) =>
      (await server.ok("galaxyList", { token })).body.galaxies.find((g: { id: string }) => g.id === "secret");

    it("computes canJoin and isOwner per caller and shows invitations only to the owner", async () => {
      expect(await galaxyFor("dev:owner")).toMatchObject({
        isOwner: true,
        canJoin: true,
        isPrivate: true,
        allowedUserIds: ["dev:friend"],
      });
      expect(await galaxyFor("dev:friend")).toMatchObject({ isOwner: false, canJoin: true, allowedUserIds: [] });
      expect(await galaxyFor("dev:stranger")).toMatchObject({ isOwner: false, canJoin: false, allowedUserIds: [] });
    });

    it("admits only invited users and the owner", async () => {
      const stranger = await server.refusal("register", {
        token: "dev:stranger",
        body: { username: "Stranger", race: "quantam", galaxyId: "secret" },
      });
      expect(stranger).toMatchObject({
        status: 403,
        body: {
          code: "invitation_required",
          detail: "This is a private galaxy. You need an invitation from the galaxy owner to join.",
        },
      });
      expect(
        (await server.refusal("galaxyPlayers", { params: { galaxyId: "secret" }, token: "dev:stranger" })).status,
      ).toBe(404);
      const friend = await server.ok("register", {
        token: "dev:friend",
        body: { username: "Friend", race: "quantam", galaxyId: "secret" },
      });
      expect(friend.status).toBe(201);
      const owner = await server.ok("register", {
        token: "dev:owner",
        body: { username: "Owner", race: "revalon", galaxyId: "secret" },
      });
      expect(owner.status).toBe(201);
    });

    it("says when the galaxy is full", async () => {
      for (const name of ["f1", "f2"]) {
        await server.running.app.services.db.kysely
          .insertInto("galaxy_invitations")
          .values({ galaxy_id: "secret", user_id: `dev:${name}`, invited_at: 0 })
          .execute();
      }
      expect(
        (
          await server.ok("register", {
            token: "dev:f1",
            body: { username: "Filler One", race: "quantam", galaxyId: "secret" },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await server.ok("register", {
            token: "dev:f2",
            body: { username: "Filler Two", race: "quantam", galaxyId: "secret" },
          })
        ).status,
      ).toBe(201);
      await server.running.app.services.db.kysely
        .insertInto("galaxy_invitations")
        .values({ galaxy_id: "secret", user_id: "dev:late", invited_at: 0 })
        .execute();
      const full = await server.refusal("register", {
        token: "dev:late",
        body: { username: "Late", race: "quantam", galaxyId: "secret" },
      });
      expect(full).toMatchObject({
        status: 409,
        body: { code: "conflict", detail: "This galaxy is full: every home world is taken" },
      });
      expect((await server.ok("me", { token: "dev:late" })).body.players).toEqual([]);
    });
  });
}
