import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// Rate limits (issue 13, finding 6): every request counts (API routes, unknown paths, page navigations), the
// 429 carries Retry-After and the app's own sentence, and with Redis the count is shared by every process.

const [sqlite] = testDatabases();
const LIMIT = 30;

// Raw fetch: unknown paths and page navigations count too, and the Retry-After header is read.
const hit = async (server: TestServer, i: number) => {
  const kind = i % 3;
  const response = await fetch(
    kind === 0 ? `${server.url}/health` : kind === 1 ? `${server.url}/no/such/route/${i}` : `${server.url}/dashboard`,
    kind === 2 ? { headers: { accept: "text/html" } } : {},
  );
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    limitHeader: response.headers.get("x-ratelimit-limit"),
    text,
  };
};

const expectLimited = (answer: {
  status: number;
  retryAfter: string | null;
  limitHeader: string | null;
  text: string;
}) => {
  expect(answer.status).toBe(429);
  expect(answer.limitHeader).toBe(String(LIMIT));
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
  const body = JSON.parse(answer.text);
  expect(body.code).toBe("rate_limited");
  expect(body.detail).toMatch(
    new RegExp(`^Too many requests: at most ${LIMIT} per minute\\. Please wait \\d+ seconds?\\.$`),
  );
};

describe("rate limits", () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it("counts API calls, unknown routes and page navigations alike, then answers 429 with Retry-After", async () => {
    const server = await startTestServer(sqlite!, { env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    servers.push(server);
    const answers = [];
    for (let i = 0; i < LIMIT + 5; i++) answers.push(await hit(server, i));
    expect(answers.slice(0, LIMIT).map((a) => a.status)).not.toContain(429);
    expect(answers.slice(0, LIMIT).map((a) => a.status)).toContain(404);
    // The counters' headers go with refusals only, not with every answer.
    expect(answers.slice(0, LIMIT).map((a) => a.limitHeader)).toEqual(answers.slice(0, LIMIT).map(() => null));
    for (const limited of answers.slice(LIMIT)) expectLimited(limited);
  });

  it("shares one count between two server processes through Redis", async () => {
    const env = {
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_REDIS_URL: "redis://127.0.0.1:6379",
      // Its own keys: other test runs may use the same Redis at the same time.
      RATE_LIMIT_REDIS_PREFIX: `nova-rate-test-${randomBytes(6).toString("hex")}:`,
    };
    const a = await startTestServer(sqlite!, { env });
    servers.push(a);
    const b = await startTestServer(sqlite!, { env });
    servers.push(b);
    const first = [];
    for (let i = 0; i < 20; i++) first.push(await hit(a, i));
    expect(first.map((x) => x.status)).not.toContain(429);
    const second = [];
    for (let i = 0; i < 15; i++) second.push(await hit(b, i));
    expect(second.slice(0, 10).map((x) => x.status)).not.toContain(429);
    for (const limited of second.slice(10)) expectLimited(limited);
    // And back on the first process, the shared count still holds.
    expectLimited(await hit(a, 99));
  });
});
