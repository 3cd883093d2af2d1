import { PUSH_CLOSE } from "@nova/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestIssuer, type TestIssuer } from "./support/jwks-issuer.ts";
import { openPush, type PushClient } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// A push socket's deadline is the client's, for sending its token: the time the server takes to check the token (here
// an issuer slow to hand out its keys; under load, the database) does not count. Before, a socket whose check
// outlasted the deadline was closed, and its player heard no hint until reconnecting.

const [sqlite] = testDatabases();

describe("push: the auth deadline", () => {
  let issuer: TestIssuer;
  let server: TestServer;
  const sockets: PushClient[] = [];
  const open = (first?: unknown) => {
    const client = openPush(server.url, "demo", first);
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    server = await startTestServer(sqlite!, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: "nova-web", ADMIN_USERS: "", PUSH_AUTH_TIMEOUT_MS: "100" },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
    await issuer?.close();
  });

  it("closes a socket that sends nothing, and keeps one whose token is still being checked", async () => {
    const release = issuer.hold();
    const token = await issuer.sign({ sub: "push-slow", iss: issuer.issuer, aud: "nova-imperia" });
    const checking = open({ type: "auth", token });
    // The server has the token and is asking the issuer for its keys.
    await expect.poll(() => issuer.held(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Opened later with the same deadline: once it is closed, the first socket's deadline has passed too.
    const silent = open();
    expect(await silent.closed).toBe(PUSH_CLOSE.unauthorized);
    release();
    expect(await checking.next((m) => m.type === "ready")).toEqual({ type: "ready", galaxyId: "demo", playerId: null });
  });
});
