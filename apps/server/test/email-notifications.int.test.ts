import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RouteBody } from "@nova/contract";
import { ManualClock } from "../src/platform/clock.ts";
import { warGalaxy } from "./support/notification-game.ts";
import { startSmtpService, tokenIn } from "./support/smtp-service.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/** A header as sent (mailparser folds the List-* ones into an object). */
const rawHeader = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((h) => h.key === key)?.line ?? "").replace(/^[^:]+:\s*/, "").replace(/\r?\n\s+/g, "");
const waitUntil = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 25 });
const MINUTE = 60_000;
const EVENTS = {
  attackIncoming: true,
  battleResult: true,
  operationAgainstYou: true,
  familyMessage: true,
  directMessage: true,
  roundEnding: true,
  turnDigest: true,
};

for (const database of testDatabases()) {
  describe(`e-mail notices on ${database.name}`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtpService>>;
    let game: Awaited<ReturnType<typeof warGalaxy>>;
    const clock = new ManualClock(Date.UTC(2026, 0, 10, 12, 0));
    const alice = "dev:em-alice";
    const bob = "dev:em-bob";
    const G = "mailwar";
    const address = "bob@example.test";
    const settings = (extra: Record<string, unknown> = {}) => ({
      webPush: false,
      email: false,
      emailAddress: address,
      events: EVENTS,
      timeZone: "Asia/Tokyo",
      ...extra,
    });
    const mailsTo = (subject: RegExp) => smtp.mails.filter((m) => subject.test(m.subject ?? ""));
    /** One full round of the sender, so what it did not send it will not send for this state. */
    const senderRound = () => server.running.notifications!.runOnce();
    const fightOnce = async () => {
      const sent = await game.attack();
      const fleet = async () =>
        (
          (await server.ok("fleets", { params: { galaxyId: G }, token: alice })).body.fleets as {
            id: string;
            status: string;
          }[]
        ).find((f) => f.id === sent.fleet.id);
      while ((await fleet())?.status !== "arrived") {
        expect(
          (await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 1 } })).status,
        ).toBe(200);
      }
      const battle = await server.ok("initiateCombat", {
        params: { planetId: game.colony },
        query: { galaxy_id: G },
        token: alice,
      });
      expect(battle.status).toBe(200);
    };

    beforeAll(async () => {
      smtp = await startSmtpService();
      server = await startTestServer(database, {
        demo: false,
        clock,
        env: {
          SMTP_URL: smtp.url,
          PUBLIC_URL: "http://game.test",
          NOTIFY_POLL_MS: "30",
          DIGEST_INTERVAL_MINUTES: "60",
        },
      });
      game = await warGalaxy(server, G, alice, bob);
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it("mails a signed confirmation link; mail turns on only once it is used", async () => {
      expect((await server.ok("notificationSettings", { token: bob })).body.emailAvailable).toBe(true);
      const early = await server.refusal("updateNotificationSettings", { token: bob, body: settings({ email: true }) });
      expect(early.status).toBe(422);
      const saved = await server.ok("updateNotificationSettings", { token: bob, body: settings() });
      expect(saved.body).toMatchObject({ email: false, emailAddress: address, emailConfirmed: false });
      await waitUntil(() => expect(mailsTo(/confirm your e-mail/)).toHaveLength(1));
      const mail = mailsTo(/confirm your e-mail/)[0]!;
      expect(mail.to).toMatchObject({ text: address });
      expect(mail.text).toContain("http://game.test/email/confirm?token=");
      expect(mail.html).toContain("Confirm this address");
      const token = tokenIn(mail, "confirm");

      const confirm = (t: string) => server.send("confirmEmail", { body: { token: t } });
      const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
      expect(await confirm(forged)).toMatchObject({ status: 422, body: { code: "invalid_input" } });
      expect((await confirm("nonsense")).status).toBe(422);
      expect((await server.ok("notificationSettings", { token: bob })).body.emailConfirmed).toBe(false);
      const ok = await confirm(token);
      expect(ok).toMatchObject({ status: 200, body: { emailAddress: address } });
      expect((await server.ok("notificationSettings", { token: bob })).body).toMatchObject({
        email: true,
        emailConfirmed: true,
      });
    });

    it("refuses an expired confirmation link", async () => {
      const carol = "dev:em-carol";
      await server.ok("updateNotificationSettings", {
        token: carol,
        body: settings({ emailAddress: "carol@example.test" }),
      });
      await waitUntil(() => expect(smtp.mails.filter((m) => m.text?.includes("confirm?token"))).toHaveLength(2));
      const token = tokenIn(smtp.mails.at(-1)!, "confirm");
      clock.advance(49 * 60 * MINUTE);
      const res = await server.refusal("confirmEmail", { body: { token } });
      expect(res).toMatchObject({ status: 422, body: { code: "invalid_input", detail: "This link has expired" } });
    });

    it("mails an incoming attack at once, with a plain-text part and a one-click unsubscribe", async () => {
      clock.advance(MINUTE);
      await game.attack();
      await waitUntil(() => expect(mailsTo(/Attack incoming/)).toHaveLength(1));
      const mail = mailsTo(/Attack incoming/)[0]!;
      expect(mail.text).toMatch(/Attacker Alice sent a fleet against your planet/);
      expect(mail.text).toContain(`Open the game: http://game.test/fleets?galaxyId=${G}`);
      expect(mail.text).toContain("http://game.test/email/unsubscribe?token=");
      expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(rawHeader(mail, "list-unsubscribe")).toMatch(
        /^<http:\/\/game\.test\/notifications\/email\/unsubscribe\?token=.+>/,
      );
    });

    it("sends a digest only of what happened since the player was last seen, at most once per interval", async () => {
      clock.advance(MINUTE);
      await fightOnce();
      await waitUntil(() => expect(mailsTo(/while you were away/)).toHaveLength(1));
      const digest = mailsTo(/while you were away/)[0]!;
      expect(digest.subject).toBe("Nova Imperia: 1 update while you were away");
      // In the player's zone: 13:0x UTC on 12 January is 22:0x in Tokyo.
      expect(digest.text).toMatch(/- 12 Jan 2026, 22:0\d: Battle at .+\. Attacker Alice attacked your planet/);
      expect(digest.text).not.toContain("Attack incoming"); // mailed at once already

      // A second battle within the interval waits...
      clock.advance(MINUTE);
      await fightOnce();
      await senderRound();
      expect(mailsTo(/while you were away/)).toHaveLength(1);
      // ...and once the player has looked in, it is no news any more.
      clock.advance(MINUTE);
      const visit = clock.now();
      expect((await server.ok("notificationSettings", { token: bob })).status).toBe(200);
      // The visit is recorded just after the answer.
      await waitUntil(async () => {
        const row = await server.running.app.services.db.kysely
          .selectFrom("notification_settings")
          .select("last_seen_at")
          .where("user_id", "=", bob)
          .executeTakeFirstOrThrow();
        expect(Number(row.last_seen_at)).toBe(visit);
      });
      clock.advance(61 * MINUTE);
      await senderRound();
      await senderRound();
      expect(mailsTo(/while you were away/)).toHaveLength(1);
    });

    it("unsubscribes with one click and no sign-in; forged links change nothing", async () => {
      const token = tokenIn(mailsTo(/while you were away/)[0]!, "unsubscribe");
      const unsubscribe = (body: RouteBody<"unsubscribeEmail">) => server.send("unsubscribeEmail", { body });
      expect((await unsubscribe({ token: token.replace(/.$/, (c) => (c === "x" ? "y" : "x")) })).status).toBe(422);
      const confirmToken = tokenIn(mailsTo(/confirm your e-mail/)[0]!, "confirm");
      expect((await unsubscribe({ token: confirmToken })).status).toBe(422); // a link for another purpose
      expect((await server.ok("notificationSettings", { token: bob })).body.email).toBe(true);
      // RFC 8058: the mail client posts a form to the List-Unsubscribe URL.
      const oneClick = /<http:\/\/game\.test([^>]+)>/.exec(
        rawHeader(mailsTo(/Attack incoming/)[0]!, "list-unsubscribe"),
      )?.[1];
      // Raw: a mail client's form post (not JSON) to the link as the mail carries it.
      const viaHeader = await server.raw("POST", oneClick ?? "/missing", {
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(viaHeader).toMatchObject({ status: 200, body: { emailAddress: address } });
      expect((await server.ok("notificationSettings", { token: bob })).body.email).toBe(false);
      expect((await unsubscribe({ token })).status).toBe(200); // repeating it is harmless
    });

    it("never holds a request or a flip while the SMTP server stalls", async () => {
      await server.ok("updateNotificationSettings", { token: bob, body: settings({ email: true }) });
      smtp.setHold(true);
      const before = mailsTo(/Attack incoming/).length;
      clock.advance(MINUTE);
      await game.attack();
      await waitUntil(() => expect(mailsTo(/Attack incoming/)).toHaveLength(before + 1));
      // The sender waits on the server; the game does not.
      const flip = await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 1 } });
      expect(flip.status).toBe(200);
      expect(
        (await server.ok("updateNotificationSettings", { token: bob, body: settings({ email: true }) })).status,
      ).toBe(200);
      smtp.setHold(false);
    });

    it("holds an attack mail in the player's quiet hours and sends it when they end", async () => {
      const tokyoHour = Number(
        new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Asia/Tokyo" }).format(
          new Date(clock.now()),
        ),
      );
      const hh = (h: number) => `${String((h + 24) % 24).padStart(2, "0")}:00`;
      const quietHours = { from: hh(tokyoHour), to: hh(tokyoHour + 2) };
      await server.ok("updateNotificationSettings", { token: bob, body: settings({ email: true, quietHours }) });
      const before = mailsTo(/Attack incoming/).length;
      await game.attack();
      await senderRound();
      await senderRound();
      expect(mailsTo(/Attack incoming/)).toHaveLength(before);
      clock.advance(2 * 60 * MINUTE);
      await waitUntil(() => expect(mailsTo(/Attack incoming/)).toHaveLength(before + 1));
    });

    it("writes each mail in the recipient account's language when it is sent (issue 15)", async () => {
      await server.ok("updateNotificationSettings", { token: bob, body: settings({ email: true }) });
      const choose = (token: string, language: "en" | "de") =>
        server.ok("setAccountLanguage", { token, body: { language } });
      await choose(bob, "de");
      clock.advance(MINUTE);
      await game.attack();
      await waitUntil(() => expect(mailsTo(/Angriff im Anflug/)).toHaveLength(1));
      const german = mailsTo(/Angriff im Anflug/)[0]!;
      expect(german.subject).toBe("Nova Imperia: Angriff im Anflug");
      expect(german.text).toMatch(
        /^Attacker Alice hat eine Flotte gegen deinen Planeten .+ geschickt\. Sie kommt in Zug \d+ an\./,
      );
      expect(german.text).toContain(`Zum Spiel: http://game.test/fleets?galaxyId=${G}`);
      expect(german.text).toContain(
        "Diese Mails mit einem Klick abbestellen: http://game.test/email/unsubscribe?token=",
      );
      expect(german.html).toContain("Diese Mails abbestellen");
      expect(german.text).not.toMatch(/Attack incoming|sent a fleet|Open the game/);

      // The same account back in English: the next mail is the English one, as it always was.
      await choose(bob, "en");
      const english = mailsTo(/Attack incoming/).length;
      clock.advance(MINUTE);
      await game.attack();
      await waitUntil(() => expect(mailsTo(/Attack incoming/)).toHaveLength(english + 1));
      const mail = mailsTo(/Attack incoming/).at(-1)!;
      expect(mail.subject).toBe("Nova Imperia: Attack incoming");
      expect(mail.text).toMatch(/^Attacker Alice sent a fleet against your planet .+\. It arrives at turn \d+\./);
      expect(mail.text).toContain(`Open the game: http://game.test/fleets?galaxyId=${G}`);
      expect(mailsTo(/Angriff im Anflug/)).toHaveLength(1);

      // A German account's confirmation link comes in German too.
      const dora = "dev:em-dora";
      await choose(dora, "de");
      await server.ok("updateNotificationSettings", {
        token: dora,
        body: settings({ emailAddress: "dora@example.test" }),
      });
      await waitUntil(() => expect(mailsTo(/Bestätige deine E-Mail-Adresse/)).toHaveLength(1));
      const confirm = mailsTo(/Bestätige deine E-Mail-Adresse/)[0]!;
      expect(confirm.text).toContain("Bestätigen: http://game.test/email/confirm?token=");
      expect(confirm.html).toContain("Diese Adresse bestätigen");
    });
  });
}
