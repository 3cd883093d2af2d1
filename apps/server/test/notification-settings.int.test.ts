import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const EVENTS = {
  attackIncoming: true,
  battleResult: true,
  operationAgainstYou: false,
  familyMessage: true,
  directMessage: false,
  roundEnding: true,
  turnDigest: true,
};

for (const database of testDatabases()) {
  describe(`notification settings on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:ns-alice";
    const put = (body: RouteBody<"updateNotificationSettings">, token = alice) =>
      server.send("updateNotificationSettings", { token, body });
    const get = (token = alice) => server.send("notificationSettings", { token });

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
    });
    afterAll(async () => server?.close());

    it("starts from the defaults: push and mail off, every kind on, UTC until the browser's zone is saved", async () => {
      const res = await get();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        webPush: false,
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
        saved: false,
        emailConfirmed: false,
        emailAvailable: false,
      });
      expect((await server.refusal("notificationSettings")).status).toBe(401);
    });

    it("stores every field, kinds of features not yet landed included", async () => {
      const body = {
        webPush: true,
        email: false,
        events: EVENTS,
        quietHours: { from: "22:00", to: "07:00" },
        timeZone: "Asia/Kolkata",
      };
      const res = await put(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...body, saved: true });
      expect((await get()).body).toMatchObject({ ...body, saved: true });
      // Quiet hours left out: none.
      const without = await put({ ...body, quietHours: undefined });
      expect(without.answer.quietHours).toBeUndefined();
    });

    it.each([
      ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }],
      ["an offset instead of a zone", { timeZone: "+05:00" }],
      ["quiet hours that are not times", { quietHours: { from: "25:00", to: "07:00" } }],
      ["quiet hours that start when they end", { quietHours: { from: "07:00", to: "07:00" } }],
      ["an invalid address", { emailAddress: "not-an-address" }],
      ["a missing event kind", { events: { attackIncoming: true } }],
      ["mail on for an unconfirmed address", { email: true, emailAddress: "alice@example.test" }],
    ])("refuses %s with 422 and stores nothing", async (_what, change) => {
      const before = (await get()).body;
      const res = await put(
        malformed({ webPush: false, email: false, events: EVENTS, timeZone: "Europe/Berlin", ...change }),
      );
      expect(res.status).toBe(422);
      expect(res.refusal.code).toBe("invalid_input");
      expect(typeof res.refusal.detail).toBe("string");
      expect((await get()).body).toEqual(before);
    });

    it("keeps each user's settings apart", async () => {
      const bob = "dev:ns-bob";
      await put({ webPush: false, email: false, events: EVENTS, timeZone: "America/New_York" }, bob);
      expect((await get(bob)).answer.timeZone).toBe("America/New_York");
      expect((await get()).answer.timeZone).not.toBe("America/New_York");
    });
  });
}
