import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/platform/clock.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * The fast lane (http/fast-lane.ts) sends a kept answer again before Fastify sees the request. These tests hold it
 * to sending exactly what Fastify sent, and to doing what Fastify's path would have done: count the request against
 * the client's rate limit, count the answer, note the player as present, and leave everything else to Fastify.
 * answer-cache.int.test.ts holds the kept answers to being current (writes, other connections, the clock).
 * SQLite only: the lane keeps nothing where the answer cache keeps nothing (PostgreSQL).
 */
const [sqlite] = testDatabases();
const METRICS_TOKEN = "fast-lane-metrics-token-0123456789";
const LIMIT = 40;

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: Buffer;
}

/** A GET over node:http: the headers and bytes exactly as sent (fetch would decode the body). */
const get = (url: string, headers: Record<string, string>): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

const decoded = (answer: Answer): unknown => {
  const encoding = answer.headers["content-encoding"];
  const text =
    encoding === "br"
      ? brotliDecompressSync(answer.bytes)
      : encoding === "gzip"
        ? gunzipSync(answer.bytes)
        : answer.bytes;
  return JSON.parse(text.toString("utf8"));
};

/** The headers that differ from one answer to the next whoever sends it. */
const lasting = (headers: Answer["headers"]) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe("the fast lane for kept answers", () => {
  let server: TestServer;
  const clock = new ManualClock(Date.UTC(2026, 6, 1));
  const alice = "dev:lane-alice";
  const bob = "dev:lane-bob";
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const laneCount = async (kind: "kept" | "instant") => {
    const text = String((await server.raw("GET", "/metrics", { headers: auth(METRICS_TOKEN) })).body);
    return Number(
      new RegExp(`^nova_http_fast_lane_answers_total\\{kind="${kind}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? "0",
    );
  };
  const keptCount = () => laneCount("kept");

  beforeAll(async () => {
    server = await startTestServer(sqlite!, {
      clock,
      env: { METRICS_TOKEN },
    });
    for (const [token, username] of [
      [alice, "Lane Alice"],
      [bob, "Lane Bob"],
    ] as const) {
      const res = await server.raw("POST", "/galaxy/register", {
        token,
        body: { username, race: "quantam", galaxyId: "demo" },
      });
      expect(res.status).toBe(201);
    }
    // Enough planets for an answer over the compression threshold.
    const { playerId } = (await server.raw("GET", "/player/stats?galaxyId=demo", { token: alice })).body;
    const k = server.running.app.services.db.kysely;
    const free = await k
      .selectFrom("planets")
      .select("id")
      .where("galaxy_id", "=", "demo")
      .where("owner_id", "is", null)
      .limit(20)
      .execute();
    await k
      .updateTable("planets")
      .set({ owner_id: playerId })
      .where("galaxy_id", "=", "demo")
      .where(
        "id",
        "in",
        free.map((p) => p.id),
      )
      .execute();
  });
  afterAll(async () => server?.close());

  it("sends the very status, headers and bytes Fastify sent, in each encoding, and counts them", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { ...auth(alice), "accept-encoding": encoding };
      const url = `${server.url}/galaxy/planets/demo`;
      const before = await keptCount();
      const built = await get(url, headers);
      const kept = await get(url, headers);
      const keptAgain = await get(url, headers);
      expect(built.status).toBe(200);
      expect(decoded(built)).toMatchObject({ planets: expect.any(Array) });
      expect(built.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(built.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(built.headers["cache-control"]).toBe("no-store");
      for (const again of [kept, keptAgain]) {
        expect(again.status).toBe(built.status);
        expect(lasting(again.headers)).toEqual(lasting(built.headers));
        expect(again.bytes.equals(built.bytes)).toBe(true);
      }
      // The first was built by Fastify's path, the other two sent by the lane (the scrape itself is not kept).
      expect((await keptCount()) - before).toBe(2);
    }
  });

  it("sends another player's kept answers through a player's own order, and none through any other write", async () => {
    const stats = `${server.url}/player/stats?galaxyId=demo`;
    const events = `${server.url}/events/demo?limit=50`;
    const bobStats = decoded(await get(stats, auth(bob)));
    const bobEvents = decoded(await get(events, auth(bob)));
    const aliceBefore = decoded(await get(stats, auth(alice))) as { resources: { food: number } };
    // Alice's own order (a trade: her resources, the market's stock, her own event): nothing Bob's answers read.
    const buy = await server.raw("POST", "/market/buy?galaxyId=demo", {
      token: alice,
      body: { resource: "food", quantity: 1 },
    });
    expect(buy.status).toBe(200);
    const before = await keptCount();
    expect(decoded(await get(stats, auth(bob)))).toEqual(bobStats);
    expect(decoded(await get(events, auth(bob)))).toEqual(bobEvents);
    expect((await keptCount()) - before).toBe(2);
    // Alice's own answers are built afresh: her order shows in them.
    const aliceAfter = decoded(await get(stats, auth(alice))) as { resources: { food: number } };
    expect(aliceAfter.resources.food).toBe(aliceBefore.resources.food + 1);
    const aliceEvents = decoded(await get(events, auth(alice))) as { events: { eventType: string }[] };
    expect(aliceEvents.events[0]?.eventType).toBe("market_trade");
    expect((await keptCount()) - before).toBe(2);

    // Any other write (here an operator's, straight to the database) may touch anyone: every answer is built afresh.
    await server.running.app.services.db.kysely
      .updateTable("players")
      .set({ credits: 4242 })
      .where("galaxy_id", "=", "demo")
      .execute();
    const bobNow = decoded(await get(stats, auth(bob))) as { credits: number };
    expect(bobNow.credits).toBe(4242);
    expect((await keptCount()) - before).toBe(2);
  });

  it("sends a public galaxy's turn-info built for one caller to every other, and a private one's to no one else", async () => {
    const url = `${server.url}/galaxy/turn-info/demo`;
    const k = server.running.app.services.db.kysely;
    const galaxies = k.updateTable("galaxies").where("id", "=", "demo");
    const { turn_length_minutes: length } = await k
      .selectFrom("galaxies")
      .select("turn_length_minutes")
      .where("id", "=", "demo")
      .executeTakeFirstOrThrow();
    // Known tokens, and then a write that leaves nothing kept (as a flip does).
    await get(url, auth(alice));
    await get(url, auth(bob));
    await galaxies.set({ turn_length_minutes: length + 1 }).execute();
    let before = await keptCount();
    const built = await get(url, auth(alice));
    expect(decoded(built)).toMatchObject({ galaxyId: "demo", turnLengthMinutes: length + 1 });
    const forBob = await get(url, auth(bob));
    expect(forBob.bytes.equals(built.bytes)).toBe(true);
    expect(lasting(forBob.headers)).toEqual(lasting(built.headers));
    // Bob's came from the answer built for Alice, sent by the lane.
    expect((await keptCount()) - before).toBe(1);

    // Private: each member's answer is their own, and one who may not see the galaxy never gets one.
    await galaxies.set({ is_private: 1, turn_length_minutes: length + 2 }).execute();
    try {
      before = await keptCount();
      expect(decoded(await get(url, auth(alice)))).toMatchObject({ turnLengthMinutes: length + 2 });
      expect(decoded(await get(url, auth(bob)))).toMatchObject({ turnLengthMinutes: length + 2 });
      expect((await keptCount()) - before).toBe(0);
      const stranger = "dev:lane-stranger";
      expect((await get(url, auth(stranger))).status).toBe(404);
      expect((await get(url, auth(stranger))).status).toBe(404);
      expect((await keptCount()) - before).toBe(0);
    } finally {
      await galaxies.set({ is_private: 0, turn_length_minutes: length }).execute();
    }
  });

  it("never sends one caller's answer to another, nor to an unknown or malformed token", async () => {
    const url = `${server.url}/player/stats?galaxyId=demo`;
    expect(decoded(await get(url, auth(alice)))).toMatchObject({ playerName: "Lane Alice" });
    expect(decoded(await get(url, auth(alice)))).toMatchObject({ playerName: "Lane Alice" });
    expect(decoded(await get(url, auth(bob)))).toMatchObject({ playerName: "Lane Bob" });
    const before = await keptCount();
    expect((await get(url, auth("dev:lane-nobody"))).status).toBe(404);
    expect((await get(url, { authorization: `Bearer ${alice} extra` })).status).toBe(401);
    expect((await get(url, {})).status).toBe(401);
    expect(await keptCount()).toBe(before);
  });

  it("notes the player as present when it answers", async () => {
    const url = `${server.url}/player/stats?galaxyId=demo`;
    const lastSeen = () =>
      server.running.app.services.db.kysely
        .selectFrom("notification_settings")
        .select("last_seen_at")
        .where("user_id", "=", bob)
        .executeTakeFirst()
        .then((row) => Number(row?.last_seen_at ?? 0));
    await get(url, auth(bob));
    // Presence is written at most once a minute per player: a minute later, a kept answer writes it.
    clock.advance(61_000);
    const before = await keptCount();
    await get(url, auth(bob));
    expect((await keptCount()) - before).toBe(1);
    await expect.poll(lastSeen).toBe(clock.now());
  });

  /** A server of its own, with a fresh minute for this client's counter, where Alice has registered (counted once). */
  const limitedServer = async () => {
    const fresh = await startTestServer(sqlite!, { env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    const registered = await fresh.raw("POST", "/galaxy/register", {
      token: alice,
      body: { username: "Lane Alice", race: "quantam", galaxyId: "demo" },
    });
    if (registered.status !== 201) {
      await fresh.close();
      throw new Error(`registration answered ${registered.status}`);
    }
    return fresh;
  };

  it("counts kept answers against the client's rate limit, and leaves the refusal to Fastify", async () => {
    const fresh = await limitedServer();
    try {
      const url = `${fresh.url}/galaxy/turn-info/demo`;
      const statuses: number[] = [];
      // The registration counted once; then LIMIT - 1 more are allowed, all but the first of them kept answers.
      for (let i = 0; i < LIMIT + 2; i++) statuses.push((await get(url, auth(alice))).status);
      expect(statuses.slice(0, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(200));
      expect(statuses.slice(LIMIT - 1)).toEqual([429, 429, 429]);
      const refused = await get(url, auth(alice));
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(decoded(refused)).toMatchObject({ code: "rate_limited" });
    } finally {
      await fresh.close();
    }
  });

  it("counts a request forwarded by the trusted proxy under the client's address, as Fastify does", async () => {
    const fresh = await limitedServer();
    try {
      const url = `${fresh.url}/galaxy/turn-info/demo`;
      const from = (client: string) => ({ ...auth(alice), "x-forwarded-for": client });
      const statuses: number[] = [];
      // The registration counted for the proxy's own address (127.0.0.1), not for this client.
      for (let i = 0; i < LIMIT + 2; i++) statuses.push((await get(url, from("203.0.113.7"))).status);
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
      expect((await get(url, from("203.0.113.8"))).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it("answers /health from memory while the last database ping is fresh, with the headers Fastify sent", async () => {
    const url = `${server.url}/health`;
    // A ping older than a second: Fastify's path pings the database and builds the answer.
    clock.advance(2_000);
    const before = await laneCount("instant");
    const pinged = await get(url, {});
    expect(await laneCount("instant")).toBe(before);
    clock.advance(10);
    const instant = await get(url, {});
    expect(await laneCount("instant")).toBe(before + 1);
    for (const answer of [pinged, instant]) expect(answer.status).toBe(200);
    const { "content-length": _pingedLength, ...pingedHeaders } = lasting(pinged.headers);
    const { "content-length": instantLength, ...instantHeaders } = lasting(instant.headers);
    expect(instantHeaders).toEqual(pingedHeaders);
    expect(Number(instantLength)).toBe(instant.bytes.length);
    expect(instantHeaders["content-security-policy"]).toContain("default-src 'self'");
    // Built afresh: the time is now's, not the pinged answer's.
    expect(decoded(pinged)).toMatchObject({
      status: "ok",
      database: "sqlite",
      time: new Date(clock.now() - 10).toISOString(),
    });
    expect(decoded(instant)).toMatchObject({
      status: "ok",
      database: "sqlite",
      time: new Date(clock.now()).toISOString(),
    });
    // A second later the ping is stale again: Fastify's path pings.
    clock.advance(1_000);
    await get(url, {});
    expect(await laneCount("instant")).toBe(before + 1);
  });

  it("answers /health from memory with the worker's state as it is now, within the same millisecond too", async () => {
    const url = `${server.url}/health`;
    clock.advance(2_000);
    await get(url, {}); // Fastify's path pings the database.
    const worker = server.running.app.services.turnWorker;
    if (!worker) throw new Error("no turn worker state");
    const was = { ...worker };
    try {
      const before = await laneCount("instant");
      const first = await get(url, {});
      const again = await get(url, {});
      expect(again.bytes.equals(first.bytes)).toBe(true);
      // Nothing else moves the clock: the worker's state changes within the millisecond and shows at once.
      worker.status = "restarting";
      worker.restarts = was.restarts + 1;
      const restarting = await get(url, {});
      worker.status = "running";
      worker.lastTickAt = clock.now();
      const ticked = await get(url, {});
      expect(await laneCount("instant")).toBe(before + 4);
      expect(decoded(restarting)).toEqual({
        status: "ok",
        database: "sqlite",
        time: new Date(clock.now()).toISOString(),
        turnWorker: {
          status: "restarting",
          lastTickAt: was.lastTickAt ? new Date(was.lastTickAt).toISOString() : null,
          restarts: was.restarts + 1,
        },
      });
      expect(decoded(ticked)).toMatchObject({
        turnWorker: { status: "running", lastTickAt: new Date(clock.now()).toISOString(), restarts: was.restarts + 1 },
      });
      expect(Number(ticked.headers["content-length"])).toBe(ticked.bytes.length);
    } finally {
      Object.assign(worker, was);
    }
  });
});
