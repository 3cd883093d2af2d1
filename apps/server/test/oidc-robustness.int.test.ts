import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestIssuer, type TestIssuer } from "./support/jwks-issuer.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// Issue 13: ID tokens never open the API, odd claims are refused, keys rotate without a refetch storm, and an
// issuer that is down answers 503 rather than a 401 that would sign the player out.

const CLIENT_ID = "nova-web";
const [sqlite] = testDatabases();
const now = () => Math.floor(Date.now() / 1000);

describe("OIDC: access tokens only, and an issuer that rotates keys or goes down", () => {
  let issuer: TestIssuer;
  /** Configured with the defaults: OIDC_AUDIENCE unset. */
  let server: TestServer;
  /** An operator whose provider has no API audiences and sets OIDC_AUDIENCE to the client id. */
  let sameAudience: TestServer;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    server = await startTestServer(sqlite!, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: CLIENT_ID, ADMIN_USERS: "" },
    });
    sameAudience = await startTestServer(sqlite!, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_AUDIENCE: CLIENT_ID, ADMIN_USERS: "" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await sameAudience?.close();
    await issuer?.close();
  });

  const me = (token: string, on = server) => on.send("me", { token });
  const access = (over: Record<string, unknown> = {}) => ({
    sub: "u-1",
    iss: issuer.issuer,
    aud: "nova-imperia",
    ...over,
  });
  /** What a provider hands the browser at sign-in: audience the client, with a nonce and at_hash. */
  const idToken = (over: Record<string, unknown> = {}) => ({
    sub: "u-1",
    iss: issuer.issuer,
    aud: CLIENT_ID,
    nonce: "n-0S6_WzA2Mj",
    at_hash: "77QmUPtjPfzWtF2AnpK9RQ",
    ...over,
  });

  it("takes an access token for the API's own audience, which by default is not the client id", async () => {
    expect((await me(await issuer.sign(access()))).status).toBe(200);
    expect((await me(await issuer.sign(access(), { typ: "at+jwt" }))).status).toBe(200);
    const res = await me(await issuer.sign(idToken()));
    expect(res.status).toBe(401);
    expect(res.refusal.code).toBe("unauthorized");
  });

  it("refuses ID tokens even when the API's audience is the client id", async () => {
    expect((await me(await issuer.sign(access({ aud: CLIENT_ID }), { typ: "at+jwt" }), sameAudience)).status).toBe(200);
    // A provider's access token without RFC 9068's typ still says what it is (scope, client_id).
    expect((await me(await issuer.sign(access({ aud: CLIENT_ID, scope: "openid" })), sameAudience)).status).toBe(200);
    // The last one is a plain code-flow ID token, as oidc-provider issues it: no nonce, no at_hash, no typ.
    for (const claims of [
      idToken(),
      idToken({ at_hash: undefined }),
      idToken({ nonce: undefined }),
      idToken({ nonce: undefined, at_hash: undefined }),
    ]) {
      const res = await me(await issuer.sign(JSON.parse(JSON.stringify(claims))), sameAudience);
      expect(res.status).toBe(401);
      expect(res.refusal.detail).toBe("Invalid access token: this is an ID token, not an access token");
    }
    const typed = await me(await issuer.sign(access({ aud: CLIENT_ID }), { typ: "id_token+jwt" }), sameAudience);
    expect(typed.status).toBe(401);
  });

  it("refuses iat in the future, an absurd exp and a subject that is not a string", async () => {
    const future = await me(await issuer.sign({ ...access(), iat: now() + 3600 }));
    expect([future.status, future.refusal.detail]).toEqual([401, "Invalid access token: iat is in the future"]);
    const forever = await me(await issuer.sign({ ...access(), exp: now() + 10 * 365 * 86_400 }, { expiresIn: null }));
    expect([forever.status, forever.refusal.detail]).toEqual([
      401,
      "Invalid access token: exp is too far in the future",
    ]);
    for (const sub of [12345, "", ["a"], { id: "a" }, "a\u0000b"]) {
      const res = await me(await issuer.sign(access({ sub })));
      expect(res.status, JSON.stringify(sub)).toBe(401);
    }
  });

  it("follows a key rotation with one refetch, and a flood of unknown key ids with none more", async () => {
    expect((await me(await issuer.sign(access()))).status).toBe(200);
    const before = issuer.jwksFetches();
    await issuer.rotate("rotated-key");
    expect((await me(await issuer.sign(access(), { kid: "rotated-key" }))).status).toBe(200);
    expect(issuer.jwksFetches()).toBe(before + 1);
    const flood = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => me(await issuer.sign(access(), { kid: `made-up-${i}` }))),
    );
    expect(flood.map((r) => r.status)).toEqual(Array(30).fill(401));
    for (let i = 0; i < 10; i++)
      expect((await me(await issuer.sign(access(), { kid: `later-${i}` }))).status).toBe(401);
    expect(issuer.jwksFetches()).toBe(before + 1);
    expect((await me(await issuer.sign(access(), { kid: "rotated-key" }))).status).toBe(200);
  });

  it("answers 503 while the issuer is down and its keys are not cached, and recovers", async () => {
    const fresh = await startTestServer(sqlite!, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: CLIENT_ID, ADMIN_USERS: "" },
    });
    try {
      issuer.setDown(true);
      const res = await me(await issuer.sign(access()), fresh);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        detail: "Sign-in cannot be checked right now; please try again shortly",
        code: "service_unavailable",
        reason: "sign_in_unavailable",
      });
      // A token that is not even a JWT is still the caller's fault.
      expect((await me("not-a-jwt", fresh)).status).toBe(401);
      issuer.setDown(false);
      expect((await me(await issuer.sign(access()), fresh)).status).toBe(200);
    } finally {
      issuer.setDown(false);
      await fresh.close();
    }
  });
});
