import { createApiClient, typedCalls, type ApiClient, type TypedCalls } from "@nova/contract";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migratedDatabase } from "./pg-template.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer, type RunningServer } from "../../src/server.ts";
import type { Clock } from "../../src/platform/clock.ts";
import type { TokenVerifier } from "../../src/auth/token-verifier.ts";

/** Where a test's data lives: a URL, the PostgreSQL schema in it, and how to remove it afterwards. */
export interface DatabaseTarget {
  readonly url: string;
  readonly pgSchema?: string;
  /** A database of this target's own (no other test's schema in it): migrating it needs no schema lock. */
  readonly ownDatabase?: boolean;
  readonly cleanup: () => Promise<void>;
}

export interface TestDatabase {
  readonly name: "sqlite" | "postgres";
  /** A fresh, empty target (a migration test migrates it itself). */
  readonly url: () => DatabaseTarget;
  /** A fresh target already migrated to the latest version, when that is cheaper than migrating `url()`'s. */
  readonly migrated?: () => Promise<DatabaseTarget>;
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
          cleanup: () => dropTestSchema(pgUrl, pgSchema),
        };
      },
      migrated: () => migratedDatabase(pgUrl),
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
 * Runs `work` holding the session advisory lock every test process takes to create, migrate or drop a schema.
 * Kysely's migrator lists the tables of every schema in the database (`PostgresIntrospector.getTables`), and that
 * query fails with 'schema "t_…" does not exist' when another process drops its own schema meanwhile: with two
 * Vitest workers a migration failed so now and then. About a second per PostgreSQL server, one at a time.
 */
const SCHEMA_LOCK = 7_414_211;
const holdingSchemaLock = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SCHEMA_LOCK]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [SCHEMA_LOCK]).catch(() => undefined);
    await client.end();
  }
};

/** Creates `pgSchema` and runs `start` (which migrates it) under the schema lock; SQLite needs nothing. */
export const migratingAlone = async <T>(
  url: string,
  pgSchema: string | undefined,
  start: () => Promise<T>,
): Promise<T> =>
  pgSchema
    ? holdingSchemaLock(url, async (client) => {
        await client.query(`create schema if not exists ${pgSchema}`);
        return start();
      })
    : start();

/** Drops a test's schema under the schema lock, so no migration elsewhere is listing its tables. */
export const dropTestSchema = async (url: string, pgSchema: string): Promise<void> => {
  await holdingSchemaLock(url, (client) => client.query(`drop schema if exists ${pgSchema} cascade`));
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
  const db = database.migrated ? await database.migrated() : database.url();
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
  const running = await migratingAlone(db.url, db.ownDatabase ? undefined : db.pgSchema, () =>
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
  ).catch(async (error: unknown) => {
    // A server that failed to start leaves no database or schema behind.
    await db.cleanup().catch(() => undefined);
    throw error;
  });
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
