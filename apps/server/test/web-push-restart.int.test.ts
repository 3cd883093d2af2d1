import { afterAll, describe, expect, it, vi } from "vitest";
import { warGalaxy } from "./support/notification-game.ts";
import { browserSubscription, startPushService } from "./support/push-service.ts";
import { startTestServer, testDatabases, type TestDatabase, type TestServer } from "./support/test-server.ts";

const waitUntil = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 25 });

/** The same database for every server started from it: a restart, not a fresh install. */
const kept = (database: TestDatabase) => {
  const location = database.url();
  const same: TestDatabase = { name: database.name, url: () => ({ ...location, cleanup: async () => {} }) };
  return { same, cleanup: location.cleanup };
};

for (const database of testDatabases()) {
  describe(`web push across a restart on ${database.name}`, () => {
    const { same, cleanup } = kept(database);
    const alice = "dev:wr-alice";
    const bob = "dev:wr-bob";
    const G = "restartwar";
    let service: Awaited<ReturnType<typeof startPushService>> | null = null;
    let server: TestServer | null = null;
    afterAll(async () => {
      await server?.close();
      await service?.close();
      await cleanup();
    });

    it("sends each notice once, keeps the VAPID keys, and reports the battle to both sides", async () => {
      service = await startPushService();
      const env = { NOTIFY_POLL_MS: "30" };
      server = await startTestServer(same, { demo: false, env });
      const game = await warGalaxy(server, G, alice, bob);
      const subs = {
        bob: browserSubscription(`${service.url}/push/bob`),
        alice: browserSubscription(`${service.url}/push/alice`),
      };
      const on = {
        webPush: true,
        email: false,
        events: {
          attackIncoming: true,
          battleResult: true,
          operationAgainstYou: true,
          familyMessage: true,
          directMessage: true,
          roundEnding: true,
          turnDigest: true,
        },
        timeZone: "UTC",
      };
      for (const [token, sub] of [
        [bob, subs.bob],
        [alice, subs.alice],
      ] as const) {
        expect((await server.ok("subscribePush", { token, body: sub })).status).toBe(200);
        expect((await server.ok("updateNotificationSettings", { token, body: on })).status).toBe(200);
      }
      const key = (await server.ok("vapidPublicKey")).body.publicKey;
      const sent = await game.attack();
      const to = (who: "bob" | "alice") =>
        service!.received.filter((r) => r.path === `/push/${who}`).map((r) => subs[who].read(r.body));
      await waitUntil(() => expect(to("bob")).toHaveLength(1));
      await server.close();
      server = null;

      server = await startTestServer(same, { demo: false, env });
      expect((await server.ok("vapidPublicKey")).body.publicKey).toBe(key);
      // Bring the fleet in and fight: the battle is news for both sides.
      const fleets = async () =>
        (await server!.ok("fleets", { params: { galaxyId: G }, token: alice })).body.fleets as {
          id: string;
          status: string;
        }[];
      while ((await fleets()).find((f) => f.id === sent.fleet.id)?.status !== "arrived") {
        const flip = await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 1 } });
        expect(flip.status).toBe(200);
      }
      const battle = await server.ok("initiateCombat", {
        params: { planetId: game.colony },
        query: { galaxy_id: G },
        token: alice,
      });
      expect(battle.status).toBe(200);
      await waitUntil(() => {
        expect(to("bob").map((p) => p.kind)).toEqual(["attackIncoming", "battleResult"]);
        expect(to("alice").map((p) => p.kind)).toEqual(["battleResult"]);
      });
      const reportUrl = `/combat-log?galaxyId=${G}&reportId=${encodeURIComponent(battle.body.battleReportId)}`;
      expect(to("bob")[1]).toMatchObject({
        url: reportUrl,
        body: expect.stringContaining("Attacker Alice attacked your planet"),
      });
      expect(to("alice")[0]).toMatchObject({
        url: reportUrl,
        body: expect.stringContaining("Your fleet fought Defender Bob"),
      });
      // Each notice once: the ids (the idempotency keys) never repeat.
      const ids = [...to("bob"), ...to("alice")].map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
}
