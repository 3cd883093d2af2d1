import { malformed } from "@nova/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`the account's language (issue 15) on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:lang-alice";
    const bob = "dev:lang-bob";
    const languageOf = async (token: string) => (await server.call("accountLanguage", { token })).language;
    const choose = (token: string, language: "en" | "de") =>
      server.ok("setAccountLanguage", { token, body: { language } });

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("follows the browser until chosen, then keeps the choice per account", async () => {
      expect((await server.refusal("accountLanguage", {})).status).toBe(401);
      expect(await languageOf(alice)).toBeNull();

      const chosen = await choose(alice, "de");
      expect(chosen.status).toBe(200);
      expect(chosen.body).toEqual({ language: "de" });
      expect(await languageOf(alice)).toBe("de");

      expect((await choose(alice, "en")).body).toEqual({ language: "en" });
      expect(await languageOf(alice)).toBe("en");
      expect(await languageOf(bob)).toBeNull();
    });

    it("refuses a language the game does not speak, changing nothing", async () => {
      await choose(bob, "de");
      for (const body of [{ language: "fr" }, { language: 3 }, {}, { language: "DE" }]) {
        const refused = await server.refusal("setAccountLanguage", { token: bob, body: malformed(body) });
        expect(refused.status).toBe(422);
        expect(refused.code).toBe("invalid_input");
      }
      expect(await languageOf(bob)).toBe("de");
    });
  });
}
