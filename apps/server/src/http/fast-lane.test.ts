import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuthUser } from "../auth/auth-user.ts";
import { ManualClock } from "../platform/clock.ts";
import { createFastLane, fastLaneKey, type FastLane } from "./fast-lane.ts";

// The lane's own conditions, over a real HTTP server whose other path answers 299 "fastify". The whole app's lane is
// held to Fastify's answers in test/fast-lane.int.test.ts.
describe("fast lane", () => {
  const clock = new ManualClock(1_000_000);
  const alice: AuthUser = { id: "u-alice", displayName: "Alice", email: null, isAdmin: false };
  let version = "g1/0";
  let knownUser: (token: string) => AuthUser | undefined;
  let allowed = true;
  const errors: unknown[] = [];
  const counted: string[] = [];
  let lane: FastLane;
  let server: Server;
  let base: string;

  beforeEach(async () => {
    version = "g1/0";
    allowed = true;
    errors.length = 0;
    counted.length = 0;
    knownUser = (token) => (token === "alice-token" ? alice : undefined);
    lane = createFastLane({
      clock,
      version: () => version,
      knownUser: (token) => knownUser(token),
      rateLimit: { allows: () => allowed },
      trustProxy: () => false,
      countAnswer: () => counted.push("GET 200"),
      countLane: (kind) => counted.push(kind),
      seen: (userId) => counted.push(`seen ${userId}`),
      logsRequests: () => false,
      onError: (error) => errors.push(error),
    });
    lane.keep(fastLaneKey(alice.id, null, "/polled"), {
      reader: alice.id,
      version: "g1/0",
      until: clock.now() + 1_000,
      statusCode: 200,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      body: '{"kept":true}',
    });
    server = createServer((request, response) => {
      if (!lane.serve(request, response)) response.writeHead(299).end("fastify");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  // fetch asks for compressed answers unless told otherwise; the kept answer is the one for no encoding.
  const ask = async (path: string, headers: Record<string, string> = { authorization: "Bearer alice-token" }) => {
    const response = await fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
    return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
  };

  it("sends the kept answer to its user while its version and time hold, and counts it", async () => {
    expect(await ask("/polled")).toEqual({
      status: 200,
      text: '{"kept":true}',
      type: "application/json; charset=utf-8",
    });
    expect(counted).toEqual(["GET 200", "kept", "seen u-alice"]);
  });

  it("leaves the request to the other path when any condition fails", async () => {
    expect((await ask("/polled", {})).status).toBe(299);
    expect((await ask("/polled", { authorization: "Bearer someone-else" })).status).toBe(299);
    expect((await ask("/polled", { authorization: "Basic alice-token" })).status).toBe(299);
    expect((await ask("/polled?again")).status).toBe(299);
    expect((await ask("/polled", { authorization: "Bearer alice-token", "accept-encoding": "br" })).status).toBe(299);
    version = "g2/0";
    expect((await ask("/polled")).status).toBe(299);
    version = "g1/0";
    allowed = false;
    expect((await ask("/polled")).status).toBe(299);
    allowed = true;
    clock.advance(1_000);
    expect((await ask("/polled")).status).toBe(299);
    expect(counted).toEqual([]);
  });

  it("holds only the answers of the database's current version", async () => {
    const keep = (url: string, at: string) =>
      lane.keep(fastLaneKey(alice.id, null, url), {
        reader: alice.id,
        version: at,
        until: clock.now() + 1_000,
        statusCode: 200,
        headers: { "content-type": "application/json; charset=utf-8" },
        body: "{}",
      });
    expect(lane.keptCount).toBe(1);
    version = "g2/0";
    // Built at v1 but kept only now: it could never be sent again.
    keep("/late", "g1/0");
    expect(lane.keptCount).toBe(1);
    keep("/other", "g2/0");
    expect(lane.keptCount).toBe(1);
    expect((await ask("/other")).status).toBe(200);
    // Even were the version to read v1 again, the answer kept at v1 is gone.
    version = "g1/0";
    expect((await ask("/polled")).status).toBe(299);
  });

  it("answers an instant route once it knows the headers to send, afresh each time", async () => {
    let n = 0;
    lane.instant("/instant", () => JSON.stringify({ n: ++n }));
    expect((await ask("/instant", {})).status).toBe(299);
    lane.keepHeaders("/instant", { "content-type": "application/json; charset=utf-8", "content-length": "7" });
    expect(await ask("/instant", {})).toMatchObject({ status: 200, text: '{"n":1}' });
    expect(await ask("/instant", {})).toMatchObject({ status: 200, text: '{"n":2}' });
    expect(counted).toEqual(["GET 200", "instant", "GET 200", "instant"]);
  });

  it("hands a request to the other path when the lane itself fails, and reports the failure", async () => {
    knownUser = () => {
      throw new Error("broken");
    };
    expect((await ask("/polled")).status).toBe(299);
    expect(errors).toEqual([new Error("broken")]);
  });
});
