import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { warGalaxy } from "./support/notification-game.ts";
import { browserSubscription, startPushService } from "./support/push-service.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

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

// Issue 17's private messages reach an away player through issue 19's web push.
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
      expect((await server.call("POST", "/account/push-subscriptions", { token: bob, body: sub })).status).toBe(200);
      const prefs = { webPush: true, email: false, events: EVENTS, timeZone: "UTC" };
      expect((await server.call("PUT", "/account/notifications", { token: bob, body: prefs })).status).toBe(200);
      const sent = await server.call("POST", `/messages/${G}/direct/${game.defenderId}`, {
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
  });
}
