import { jwtVerify, importJWK } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
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
const settings = (extra: Record<string, unknown> = {}) => ({
  webPush: true,
  email: false,
  events: EVENTS,
  timeZone: "Europe/Berlin",
  ...extra,
});
const waitUntil = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 25 });

/** The VAPID public key as a JWK, to check the signature of the Authorization header like a push service. */
const vapidJwk = (publicKey: string) => {
  const raw = Buffer.from(publicKey, "base64url");
  return {
    kty: "EC",
    crv: "P-256",
    x: raw.subarray(1, 33).toString("base64url"),
    y: raw.subarray(33, 65).toString("base64url"),
  };
};

for (const database of testDatabases()) {
  describe(`web push on ${database.name}`, () => {
    let server: TestServer;
    let service: Awaited<ReturnType<typeof startPushService>>;
    let game: Awaited<ReturnType<typeof warGalaxy>>;
    const alice = "dev:wp-alice";
    const bob = "dev:wp-bob";
    const G = "pushwar";
    let hang = false;
    let bobSub: ReturnType<typeof browserSubscription>;

    beforeAll(async () => {
      service = await startPushService((path) => (path.includes("gone") ? 410 : hang ? "hang" : 201));
      server = await startTestServer(database, { demo: false, env: { NOTIFY_POLL_MS: "30" } });
      game = await warGalaxy(server, G, alice, bob);
      bobSub = browserSubscription(`${service.url}/push/bob`);
    });
    afterAll(async () => {
      await service?.close();
      await server?.close();
    });

    const subscribe = (token: string, body: RouteBody<"subscribePush">) =>
      server.send("subscribePush", { token, body });
    const pushesTo = (path: string) => service.received.filter((r) => r.path === path);

    it("publishes a P-256 VAPID public key", async () => {
      const res = await server.ok("vapidPublicKey");
      expect(res.status).toBe(200);
      expect(Buffer.from(res.body.publicKey, "base64url")).toHaveLength(65);
    });

    it("refuses bad subscriptions with 422 and stores nothing", async () => {
      const good = browserSubscription(`${service.url}/push/bob`);
      const cases: unknown[] = [
        { ...good, endpoint: "http://push.example.com/x" },
        { ...good, endpoint: "ftp://127.0.0.1/x" },
        { ...good, endpoint: "not a url" },
        { ...good, keys: { ...good.keys, p256dh: "abc" } },
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } },
        // The right length but not a point on the curve.
        {
          ...good,
          keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url") },
        },
        { endpoint: good.endpoint },
      ];
      for (const body of cases) {
        const res = await subscribe(bob, malformed(body)); // malformed on purpose
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.refusal.code).toBe("invalid_input");
      }
      expect(
        await server.running.app.services.db.kysely.selectFrom("push_subscriptions").selectAll().execute(),
      ).toEqual([]);
    });

    it("keeps a subscription to its owner: another user gets 403", async () => {
      const sub = browserSubscription(`${service.url}/push/owned`);
      expect((await subscribe(bob, sub)).status).toBe(200);
      expect((await subscribe(alice, sub)).status).toBe(403);
      const del = await server.refusal("unsubscribePush", { token: alice, body: { endpoint: sub.endpoint } });
      expect(del.status).toBe(403);
      const mine = await server.ok("unsubscribePush", { token: bob, body: { endpoint: sub.endpoint } });
      expect(mine).toMatchObject({ status: 200, body: { subscribed: false } });
    });

    it("sends an incoming attack to the defender's browser, encrypted for it and signed with VAPID", async () => {
      const sub = bobSub;
      expect((await subscribe(bob, sub)).status).toBe(200);
      expect((await server.ok("updateNotificationSettings", { token: bob, body: settings() })).status).toBe(200);
      await game.attack();
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(1));
      const request = pushesTo("/push/bob")[0]!;
      const payload = sub.read(request.body);
      expect(payload).toMatchObject({
        kind: "attackIncoming",
        title: "Attack incoming",
        url: `/fleets?galaxyId=${G}`,
      });
      expect(payload.body).toMatch(/^Attacker Alice sent a fleet against your planet .+ It arrives at turn \d+\.$/);
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(request.headers["ttl"])).toBeGreaterThan(0);
      const publicKey = (await server.ok("vapidPublicKey")).body.publicKey as string;
      const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers["authorization"]));
      expect(match?.[2]).toBe(publicKey);
      const { payload: claims } = await jwtVerify(match![1]!, await importJWK(vapidJwk(publicKey), "ES256"));
      expect(claims.aud).toBe(service.url);
    });

    it("holds notices in the player's quiet hours", async () => {
      const db = server.running.app.services.db.kysely;
      const hour = new Date().getUTCHours();
      const hh = (h: number) => `${String((h + 24) % 24).padStart(2, "0")}:00`;
      await server.ok("updateNotificationSettings", {
        token: bob,
        body: settings({ timeZone: "UTC", quietHours: { from: hh(hour - 1), to: hh(hour + 2) } }),
      });
      await game.attack();
      // The sender looked at it and put it off to the end of the quiet hours.
      await waitUntil(async () => {
        const rows = await db
          .selectFrom("notification_outbox")
          .select(["push_state", "push_next_at", "created_at"])
          .where("kind", "=", "attackIncoming")
          .orderBy("created_at", "desc")
          .execute();
        expect(rows[0]!.push_state).toBe("pending");
        expect(Number(rows[0]!.push_next_at)).toBeGreaterThan(Number(rows[0]!.created_at) + 3600_000);
      });
      await server.ok("updateNotificationSettings", { token: bob, body: settings() });
      await game.attack();
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(2));
      const bodies = pushesTo("/push/bob").map((r) => r.body);
      expect(new Set(bodies.map((b) => b.toString("base64")))).toHaveProperty("size", 2);
    });

    it("sends nothing for a kind the player turned off, or with push off", async () => {
      await server.ok("updateNotificationSettings", {
        token: bob,
        body: settings({ events: { ...EVENTS, attackIncoming: false } }),
      });
      await game.attack();
      const db = server.running.app.services.db.kysely;
      // The sender has looked at it (and dropped it) before the kind goes back on.
      await waitUntil(async () => {
        const latest = await db
          .selectFrom("notification_outbox")
          .select(["id", "push_state"])
          .orderBy("created_at", "desc")
          .executeTakeFirstOrThrow();
        expect(latest.push_state).toBe("done");
        expect(
          await db.selectFrom("push_deliveries").select("endpoint").where("outbox_id", "=", latest.id).execute(),
        ).toEqual([]);
      });
      await server.ok("updateNotificationSettings", { token: bob, body: settings() });
      await game.attack();
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(3));
      // The sender marks a delivery sent once the push service has answered: a moment after the push arrived.
      await waitUntil(async () =>
        expect(
          await db.selectFrom("push_deliveries").select("outbox_id").where("status", "=", "sent").execute(),
        ).toHaveLength(3),
      );
    });

    it("removes a subscription the push service says is gone (410)", async () => {
      const sub = browserSubscription(`${service.url}/push/gone`);
      expect((await subscribe(bob, sub)).status).toBe(200);
      await game.attack();
      const db = server.running.app.services.db.kysely;
      await waitUntil(async () =>
        expect(
          await db.selectFrom("push_subscriptions").select("endpoint").where("endpoint", "=", sub.endpoint).execute(),
        ).toEqual([]),
      );
      expect(pushesTo("/push/gone")).toHaveLength(1);
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(4));
    });

    it("retries a push service that is down, with backoff, while the others get theirs", async () => {
      // A loopback port nothing listens on any more: connection refused.
      const closed = await startPushService();
      const downUrl = `${closed.url}/push/down`;
      await closed.close();
      expect((await subscribe(bob, browserSubscription(downUrl))).status).toBe(200);
      const before = pushesTo("/push/bob").length;
      await game.attack();
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(before + 1));
      const db = server.running.app.services.db.kysely;
      await waitUntil(async () => {
        const row = await db
          .selectFrom("push_deliveries as d")
          .innerJoin("notification_outbox as o", "o.id", "d.outbox_id")
          .select(["d.status", "d.attempts", "d.next_at", "o.created_at"])
          .where("d.endpoint", "=", downUrl)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: "retry", attempts: 1 });
        expect(Number(row.next_at)).toBeGreaterThanOrEqual(Number(row.created_at) + 30_000);
      });
      await server.ok("unsubscribePush", { token: bob, body: { endpoint: downUrl } });
    });

    it("tells the target of an operation without naming the caster", async () => {
      const db = server.running.app.services.db.kysely;
      await db
        .updateTable("fleets")
        .set({ agents: 50 })
        .where("galaxy_id", "=", G)
        .where("player_id", "=", game.attackerId)
        .where("is_home", "=", 1)
        .execute();
      const before = pushesTo("/push/bob").length;
      const cast = await server.ok("castOperation", {
        params: { galaxyId: G },
        token: alice,
        body: {
          galaxyId: G,
          playerId: game.attackerId,
          operationType: "spy_on_target",
          targetPlayerId: game.defenderId,
          unitCount: 1,
        },
      });
      expect(cast.status).toBe(200);
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(before + 1));
      const notice = bobSub.read(pushesTo("/push/bob").at(-1)!.body);
      expect(notice).toMatchObject({ kind: "operationAgainstYou", url: `/combat-log?galaxyId=${G}` });
      expect(notice.body).toMatch(/^Spy on Target was used against your empire: /);
      expect(JSON.stringify(notice)).not.toContain("Alice");
    });

    it("pushes in the recipient account's language (issue 15)", async () => {
      await server.ok("setAccountLanguage", { token: bob, body: { language: "de" } });
      try {
        const before = pushesTo("/push/bob").length;
        await game.attack();
        await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(before + 1));
        const notice = bobSub.read(pushesTo("/push/bob").at(-1)!.body);
        expect(notice).toMatchObject({ kind: "attackIncoming", title: "Angriff im Anflug" });
        expect(notice.body).toMatch(
          /^Attacker Alice hat eine Flotte gegen deinen Planeten .+ geschickt\. Sie kommt in Zug \d+ an\.$/,
        );
      } finally {
        await server.ok("setAccountLanguage", { token: bob, body: { language: "en" } });
      }
    });

    it("never holds a request or a flip while the push service hangs", async () => {
      hang = true;
      const before = pushesTo("/push/bob").length;
      await game.attack();
      // The sender is stuck in the request the push service holds open...
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(before + 1));
      // ...while requests and turn flips go on.
      const flip = await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 1 } });
      expect(flip.status).toBe(200);
      await game.attack();
      expect((await server.ok("incomingFleets", { params: { galaxyId: G }, token: bob })).status).toBe(200);
      hang = false;
      service.release();
      await waitUntil(() => expect(pushesTo("/push/bob")).toHaveLength(before + 2));
    });
  });
}
