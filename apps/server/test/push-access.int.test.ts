import { PUSH_CLOSE } from "@nova/contract";
import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { openPush, type PushClient } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// A push socket never outlives its right to the galaxy (issue 13, finding 5): it closes with 4403 as soon as the
// galaxy turns private or the invitation it relied on is revoked, while those who may still see it keep hearing.

for (const database of testDatabases()) {
  describe(`push sockets when access ends on ${database.name}`, () => {
    let server: TestServer;
    const sockets: PushClient[] = [];
    const open = (token: string, galaxyId: string) => {
      const client = openPush(server.url, galaxyId, { type: "auth", token });
      sockets.push(client);
      return client;
    };
    const owner = "dev:pa-owner";

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      for (const [id, isPrivate] of [
        ["opening", false],
        ["closed-club", true],
      ] as const) {
        await createGalaxy(server.running.app.services, {
          id,
          name: id,
          shardId: "shard-1",
          ownerId: owner,
          isPrivate,
          config: { ...DEFAULT_GALAXY_CONFIG, gridWidth: 20, gridHeight: 20, maxPlayersPerFamily: 2, familyCount: 2 },
          npcCount: 0,
          npcDifficulty: "easy",
        });
      }
      for (const u of ["dev:pa-friend", "dev:pa-outsider"]) await server.ok("me", { token: u });
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await server?.close();
    });

    it("closes an outsider's socket when the galaxy turns private, and keeps the owner's", async () => {
      const outsider = open("dev:pa-outsider", "opening");
      const own = open(owner, "opening");
      await outsider.next((m) => m.type === "ready");
      await own.next((m) => m.type === "ready");
      const privacy = await server.ok("setGalaxyPrivacy", {
        params: { galaxyId: "opening" },
        token: owner,
        body: { isPrivate: true },
      });
      expect(privacy.status).toBe(200);
      expect(await outsider.closed).toBe(PUSH_CLOSE.accessEnded);
      const flip = await server.ok("advanceTurn", { params: { galaxyId: "opening" }, token: owner, body: {} });
      expect(flip.status).toBe(200);
      expect(await own.next((m) => m.type === "turn")).toMatchObject({ type: "turn", galaxyId: "opening" });
      expect(outsider.messages.map((m) => m.type)).toEqual(["ready"]);
      // Opening it again cannot hand the closed socket anything; a new one is welcome.
      await server.ok("setGalaxyPrivacy", {
        params: { galaxyId: "opening" },
        token: owner,
        body: { isPrivate: false },
      });
      await open("dev:pa-outsider", "opening").next((m) => m.type === "ready");
    });

    it("closes an invitee's socket when the invitation is revoked", async () => {
      const invite = await server.send("invite", {
        params: { galaxyId: "closed-club" },
        token: owner,
        body: { userId: "dev:pa-friend" },
      });
      expect(invite.status).toBeLessThan(300);
      const friend = open("dev:pa-friend", "closed-club");
      await friend.next((m) => m.type === "ready");
      const own = open(owner, "closed-club");
      await own.next((m) => m.type === "ready");
      const revoke = await server.ok("revokeInvite", {
        params: { galaxyId: "closed-club", userId: "dev:pa-friend" },
        token: owner,
      });
      expect(revoke.status).toBe(200);
      expect(await friend.closed).toBe(PUSH_CLOSE.accessEnded);
      await server.ok("advanceTurn", { params: { galaxyId: "closed-club" }, token: owner, body: {} });
      await own.next((m) => m.type === "turn");
      expect(friend.messages.map((m) => m.type)).toEqual(["ready"]);
    });
  });
}
