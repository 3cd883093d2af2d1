import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`the account's language (issue 15) on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:lang-alice";
    const bob = "dev:lang-bob";
    const call = (method: string, path: string, token: string, body?: unknown) =>
      server.call(method, path, { token, body });

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("follows the browser until chosen, then keeps the choice per account", async () => {
      expect((await server.call("GET", "/account/language")).status).toBe(401);
      expect((await call("GET", "/account/language", alice)).body).toEqual({ language: null });

      const chosen = await call("PUT", "/account/language", alice, { language: "de" });
      expect(chosen.status).toBe(200);
      expect(chosen.body).toEqual({ language: "de" });
      expect((await call("GET", "/account/language", alice)).body).toEqual({ language: "de" });

      expect((await call("PUT", "/account/language", alice, { language: "en" })).body).toEqual({ language: "en" });
      expect((await call("GET", "/account/language", alice)).body).toEqual({ language: "en" });
      expect((await call("GET", "/account/language", bob)).body).toEqual({ language: null });
    });

    it("refuses a language the game does not speak, changing nothing", async () => {
      await call("PUT", "/account/language", bob, { language: "de" });
      for (const body of [{ language: "fr" }, { language: 3 }, {}, { language: "DE" }]) {
        const refused = await call("PUT", "/account/language", bob, body);
        expect(refused.status).toBe(422);
        expect(refused.body.code).toBe("invalid_input");
      }
      expect((await call("GET", "/account/language", bob)).body).toEqual({ language: "de" });
    });
  });
}
