import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { warGalaxy } from "./support/notification-game.ts";
import { browserSubscription, startPushService } from "./support/push-service.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";
import { createSmallGalaxy } from "./support/small-galaxy.ts";

const EVENTS = {
  attackIncoming: true,
  battleResult: true,
  operationAgainstYou: true,
  familyMessage: true,
  directMessage: true,
  roundEnding: true,
  turnDigest: true,
};
const waitUntil = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 25 });

// Issue 17's private messages and issue 16's round end reach an away player through issue 19's web push.
for (const database of testDatabases()) {
  describe(`message notices on ${database.name}`, () => {
    let server: TestServer;
    let service: Awaited<ReturnType<typeof startPushService>>;
    let game: Awaited<ReturnType<typeof warGalaxy>>;
    const alice = "dev:mn-alice";
    const bob = "dev:mn-bob";
    const G = "msgnotice";

    beforeAll(async () => {
      service = await startPushService(() => 201);
      server = await startTestServer(database, { demo: false, env: { NOTIFY_POLL_MS: "30" } });
      game = await warGalaxy(server, G, alice, bob);
    });
    afterAll(async () => {
      await service?.close();
      await server?.close();
    });

    it("pushes a private message to its recipient's browser, with the sender and a link to the conversation", async () => {
      const sub = browserSubscription(`${service.url}/push/bob`);
      expect((await server.ok("subscribePush", { token: bob, body: sub })).status).toBe(200);
      const prefs = { webPush: true, email: false, events: EVENTS, timeZone: "UTC" };
      expect((await server.ok("updateNotificationSettings", { token: bob, body: prefs })).status).toBe(200);
      const sent = await server.ok("sendDirectMessage", {
        params: { galaxyId: G, playerId: game.defenderId },
        token: alice,
        body: { body: "  Peace, or <b>war</b>?  " },
      });
      expect(sent.status).toBe(201);
      await waitUntil(() => expect(service.received.filter((r) => r.path === "/push/bob")).toHaveLength(1));
      const payload = sub.read(service.received.find((r) => r.path === "/push/bob")!.body);
      expect(payload).toMatchObject({
        kind: "directMessage",
        title: "Message from Attacker Alice",
        body: "Peace, or <b>war</b>?",
        url: `/messages?galaxyId=${G}&with=${game.attackerId}`,
      });
    });

    it("tells a player once when the round's last 24 turns begin", async () => {
      const services = server.running.app.services;
      await createSmallGalaxy(services, "shortround", "Short Round", { endTurn: 26 });
      const carol = "dev:mn-carol";
      const registered = await server.ok("register", {
        token: carol,
        body: { username: "Carol Late", race: "quantam", galaxyId: "shortround" },
      });
      expect(registered.status).toBe(201);
      const sub = browserSubscription(`${service.url}/push/carol`);
      expect((await server.ok("subscribePush", { token: carol, body: sub })).status).toBe(200);
      const prefs = { webPush: true, email: false, events: EVENTS, timeZone: "UTC" };
      expect((await server.ok("updateNotificationSettings", { token: carol, body: prefs })).status).toBe(200);
      const advance = (turns: number) =>
        server.send("advanceTurn", { params: { galaxyId: "shortround" }, token: carol, body: { turns } });
      expect((await advance(2)).body).toMatchObject({ currentTurn: 2 });
      await waitUntil(() => expect(service.received.filter((r) => r.path === "/push/carol")).toHaveLength(1));
      expect((await advance(2)).body).toMatchObject({ currentTurn: 4 });
      const pushes = service.received.filter((r) => r.path === "/push/carol");
      expect(pushes).toHaveLength(1);
      expect(sub.read(pushes[0]!.body)).toMatchObject({
        kind: "roundEnding",
        title: "Short Round: the round ends in 24 turns",
        body: "Round 1 ends at turn 26. Make your last moves count.",
        url: "/dashboard?galaxyId=shortround",
      });
    });
  });
}
