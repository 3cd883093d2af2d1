import { createApiClient, typedCalls, type ApiClient, type TypedCalls } from "@nova/contract";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfig } from "../../src/config.ts";
import { startServer, type RunningServer } from "../../src/server.ts";
import type { Clock } from "../../src/platform/clock.ts";
import type { TokenVerifier } from "../../src/auth/token-verifier.ts";

export interface TestDatabase {
  readonly name: "sqlite" | "postgres";
  readonly url: () => { url: string; pgSchema?: string; cleanup: () => Promise<void> };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). Each server gets a fresh database or schema. */
export const testDatabases = (): TestDatabase[] => {
  const list: TestDatabase[] = [
    {
      name: "sqlite",
      url: () => {
        const dir = mkdtempSync(join(tmpdir(), "nova-test-"));
        return {
          url: `sqlite:${join(dir, "nova.db")}`,
          cleanup: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const pgUrl = process.env["TEST_DATABASE_URL"];
  if (pgUrl) {
    list.push({
      name: "postgres",
      url: () => {
        const pgSchema = `t_${randomBytes(6).toString("hex")}`;
        return {
          url: pgUrl,
          pgSchema,
          cleanup: async () => {
            const client = new pg.Client({ connectionString: pgUrl });
            await client.connect();
            await client.query(`drop schema if exists ${pgSchema} cascade`);
            await client.end();
          },
        };
      },
    });
  }
  return list;
};

/**
 * A test server. Tests call the API through the contract's typed client: `ok` (a success, with its status),
 * `refusal` (a refusal as `{ status, code, detail, data }`), `send` (either) and `call` (the response only), each
 * taking the route's name and `{ token, params, query, body }` (no token: signed out). `raw` is the untyped
 * escape hatch, only for what the contract cannot express: malformed input, forged tokens, raw bodies and headers,
 * and paths outside the route table.
 */
export interface TestServer extends TypedCalls {
  readonly url: string;
  /** The PostgreSQL schema this server uses (another process can open the same database with it). */
  readonly pgSchema?: string;
  readonly running: RunningServer;
  /** Untyped: calls `method path` over HTTP as `token` (e.g. "dev:alice"); the body is parsed JSON (or text). */
  raw(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  /** The contract's typed client over HTTP as `token`: `call` returns the typed answer, `send` also refusals. */
  api(token?: string | null): ApiClient;
  close(): Promise<void>;
}

/**
 * Runs `start` (which migrates a fresh schema) while holding a session advisory lock that every test process
 * takes for this: with two Vitest workers, a migration of one schema failed now and then with 'schema "t_…" does
 * not exist' while another process migrated its own. Creating and migrating one schema at a time costs about a
 * second per PostgreSQL server and removes the concurrency. SQLite needs nothing.
 */
const MIGRATION_LOCK = 7_414_211;
export const migratingAlone = async <T>(
  url: string,
  pgSchema: string | undefined,
  start: () => Promise<T>,
): Promise<T> => {
  if (!pgSchema) return start();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(`create schema if not exists ${pgSchema}`);
    return await start();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
};

export const startTestServer = async (
  database: TestDatabase,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    verifier?: TokenVerifier;
    demo?: boolean;
    galaxyJobs?: boolean;
    /** Runs turn flips in the worker thread (checking every 50 ms) instead of nowhere. */
    turnWorker?: boolean;
    /** Pino options (e.g. `{ level: "trace", stream }`) to capture the server's log; silent by default. */
    logger?: object;
  } = {},
): Promise<TestServer> => {
  const db = database.url();
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    LOG_LEVEL: "silent",
    DEMO_GALAXY: options.demo === false ? "false" : "true",
    WEB_DIST: "/nonexistent",
    ...(options.turnWorker ? { TURN_WORKER: "thread", SCHEDULER_INTERVAL_MS: "50" } : {}),
    ...options.env,
  });
  const running = await migratingAlone(db.url, db.pgSchema, () =>
    startServer(config, {
      scheduler: options.turnWorker === true,
      // Tests run galaxy creation jobs explicitly (runNextGalaxyJob) unless they ask for the background runner.
      galaxyJobs: options.galaxyJobs ?? false,
      galaxyJobPollMs: 50,
      logger: options.logger ?? false,
      ...(db.pgSchema ? { pgSchema: db.pgSchema } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.verifier ? { verifier: options.verifier } : {}),
    }),
  );
  const url = running.url;
  return {
    url,
    ...(db.pgSchema ? { pgSchema: db.pgSchema } : {}),
    running,
    ...typedCalls(createApiClient({ baseUrl: url, getToken: () => null })),
    raw: async (method, path, o = {}) => {
      const headers: Record<string, string> = { ...o.headers };
      const token = o.token === undefined ? null : o.token;
      if (token) headers["authorization"] = `Bearer ${token}`;
      let body: string | undefined;
      if (o.rawBody !== undefined) body = o.rawBody;
      else if (o.body !== undefined) body = JSON.stringify(o.body);
      if (body !== undefined) headers["content-type"] ??= "application/json";
      const response = await fetch(url + path, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // leave as text
      }
      return { status: response.status, body: parsed };
    },
    api: (token = null) => createApiClient({ baseUrl: url, getToken: () => token }),
    close: async () => {
      await running.close();
      await db.cleanup();
    },
  };
};
