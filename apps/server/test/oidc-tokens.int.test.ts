import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestIssuer, type TestIssuer } from "./support/jwks-issuer.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const AUDIENCE = "nova-imperia-api";
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("OIDC resource server: bearer JWT verification", () => {
  let issuer: TestIssuer;
  let server: TestServer;
  const [sqlite] = testDatabases();

  beforeAll(async () => {
    issuer = await startTestIssuer();
    server = await startTestServer(sqlite!, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: AUDIENCE, OIDC_CLIENT_ID: "nova-web", ADMIN_USERS: "" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  const me = (token: string) => server.send("me", { token });
  const good = () => ({ sub: "user-123", aud: AUDIENCE, iss: issuer.issuer, name: "Ada", email: "ada@example.test" });

  it("reports the issuer to the web client", async () => {
    const res = await server.ok("authConfig");
    expect(res.body).toEqual({
      mode: "oidc",
      issuer: issuer.issuer,
      clientId: "nova-web",
      audience: AUDIENCE,
      scope: "openid profile email",
    });
  });

  it("accepts a valid token and keys the user by issuer and subject", async () => {
    const first = await me(await issuer.sign(good()));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ displayName: "Ada", email: "ada@example.test", isAdmin: false, players: [] });
    const second = await me(await issuer.sign({ ...good(), name: "Ada Lovelace" }));
    expect(second.answer.userId).toBe(first.answer.userId);
    expect(second.answer.displayName).toBe("Ada Lovelace");
    const other = await me(await issuer.sign({ ...good(), sub: "user-456" }));
    expect(other.answer.userId).not.toBe(first.answer.userId);
  });

  it("refuses development tokens when an issuer is configured", async () => {
    expect((await me("dev:alice")).status).toBe(401);
  });

  it("refuses alg none", async () => {
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...good(), exp: Math.floor(Date.now() / 1000) + 300 })}.`;
    expect((await me(token)).status).toBe(401);
  });

  it("refuses an HMAC token signed with a guessed secret", async () => {
    const head = b64({ alg: "HS256", typ: "JWT", kid: "test-key" });
    const body = b64({ ...good(), exp: Math.floor(Date.now() / 1000) + 300 });
    const sig = createHmac("sha256", "secret").update(`${head}.${body}`).digest("base64url");
    expect((await me(`${head}.${body}.${sig}`)).status).toBe(401);
  });

  it("refuses a token signed by another key", async () => {
    expect((await me(await issuer.sign(good(), { key: issuer.otherKey }))).status).toBe(401);
  });

  it("refuses a wrong issuer", async () => {
    expect((await me(await issuer.sign({ ...good(), iss: "http://evil.example" }))).status).toBe(401);
  });

  it("refuses a wrong audience", async () => {
    expect((await me(await issuer.sign({ ...good(), aud: "another-api" }))).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const res = await me(
      await issuer.sign({ ...good(), exp: Math.floor(Date.now() / 1000) - 120 }, { expiresIn: null }),
    );
    expect(res.status).toBe(401);
    expect(res.refusal.code).toBe("unauthorized");
  });

  it("refuses a token without exp", async () => {
    expect((await me(await issuer.sign(good(), { expiresIn: null }))).status).toBe(401);
  });

  it("refuses garbage", async () => {
    expect((await me("not-a-jwt")).status).toBe(401);
    expect((await me("a.b.c")).status).toBe(401);
  });

  it("keeps operator routes to ADMIN_USERS", async () => {
    const res = await server.refusal("advanceTurn", {
      params: { galaxyId: "demo" },
      token: await issuer.sign(good()),
      body: {},
    });
    expect(res.status).toBe(403);
  });
});
