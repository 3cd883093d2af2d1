import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformed } from "@nova/contract";
import { WebSocket } from "ws";
import { startTestIssuer, type TestIssuer } from "./support/jwks-issuer.ts";
import { openPush } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// Issue 13: security headers on every kind of answer, 413 for big bodies, WebSocket upgrades only from the
// game's own origin, and bearer tokens never in the log.

const [sqlite] = testDatabases();
const ORIGIN = "https://play.nova.test";

describe("HTTP hardening", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite!, { env: { PUBLIC_ORIGIN: ORIGIN } });
  });
  afterAll(async () => server?.close());

  it("sends the security headers on API answers, unknown routes and page navigations", async () => {
    for (const [path, accept] of [
      ["/health", "application/json"],
      ["/no/such/route", "application/json"],
      ["/dashboard", "text/html"],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept } });
      await response.text();
      const h = response.headers;
      const csp = h.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(h.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(h.get("referrer-policy"), path).toBe("no-referrer");
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("answers 413 with its own code for a body over the limit", async () => {
    // Raw: a body over the size limit, sent as raw text.
    const res = await server.raw("POST", "/galaxy/register", {
      token: "dev:big",
      rawBody: JSON.stringify({ username: "x".repeat(300 * 1024), race: "quantam", galaxyId: "demo" }),
    });
    expect(res).toEqual({
      status: 413,
      body: { detail: "Request body is too large (at most 256 KB)", code: "payload_too_large" },
    });
  });

  it("opens push sockets only from the configured public origin", async () => {
    const attempt = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/push/demo`, { origin });
        socket.on("unexpected-response", (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.on("open", () => {
          resolve(101);
          socket.close();
        });
        socket.on("error", reject);
      });
    expect(await attempt("https://evil.example")).toBe(403);
    expect(await attempt(ORIGIN)).toBe(101);
    // No Origin at all (not a browser): the token decides, as before.
    const tool = openPush(server.url, "demo", { type: "auth", token: "dev:tool" });
    expect(await tool.next((m) => m.type === "ready")).toMatchObject({ type: "ready" });
    tool.close();
  });
});

describe("bearer tokens in the log", () => {
  let issuer: TestIssuer;
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    issuer = await startTestIssuer();
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(sqlite!, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: "nova-imperia", OIDC_CLIENT_ID: "nova-web", ADMIN_USERS: "" },
      logger: { level: "trace", stream },
    });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  it("never writes a token, valid or not, whatever the request does with it", async () => {
    const good = await issuer.sign({ sub: "log-user", iss: issuer.issuer, aud: "nova-imperia" });
    const forged = await issuer.sign(
      { sub: "log-user", iss: issuer.issuer, aud: "nova-imperia" },
      { key: issuer.otherKey },
    );
    expect((await server.ok("me", { token: good })).status).toBe(200);
    expect((await server.refusal("me", { token: forged })).status).toBe(401);
    expect(
      (
        await // A token in the query string is not a way in (the contract has no such query).
        server.refusal("me", malformed({ query: { access_token: good }, token: forged }))
      ).status,
    ).toBe(401);
    // Raw: a path outside the route table.
    expect((await server.raw("GET", "/no/such/route", { token: good })).status).toBe(404);
    const push = openPush(server.url, "demo", { type: "auth", token: good });
    await push.next((m) => m.type === "ready");
    push.close();
    const forgedPush = openPush(server.url, "demo", { type: "auth", token: forged });
    await forgedPush.closed;
    issuer.setDown(true);
    const fresh = await issuer.sign(
      { sub: "log-user", iss: issuer.issuer, aud: "nova-imperia" },
      { kid: "unknown-kid" },
    );
    await server.send("me", { token: fresh });
    issuer.setDown(false);

    const log = lines.join("");
    expect(log).toContain("incoming request");
    for (const token of [good, forged, fresh]) {
      const signature = token.split(".")[2]!;
      expect(log).not.toContain(signature);
      expect(log).not.toContain(token.split(".")[1]!);
    }
  });
});
