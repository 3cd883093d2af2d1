import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";
import * as m0001 from "./migrations/0001-foundation.ts";
import * as m0002 from "./migrations/0002-build-jobs.ts";
import * as m0003 from "./migrations/0003-planet-building-columns.ts";
import * as m0004 from "./migrations/0004-galaxy-creation-jobs.ts";
import * as m0005 from "./migrations/0005-fleet-travel-and-battles.ts";
import type { Database } from "./schema.ts";

export type DialectName = "sqlite" | "postgres";

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /**
   * SQLite only: the raw connection Kysely itself uses. Bulk writes inside a Kysely transaction may run
   * prepared statements on it directly: the connection is the same, so they join that transaction.
   */
  readonly sqlite?: SQLite.Database;
  close(): Promise<void>;
}

const MIGRATIONS: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_build_jobs": m0002,
  "0003_planet_building_columns": m0003,
  "0004_galaxy_creation_jobs": m0004,
  "0005_fleet_travel_and_battles": m0005,
};

// pg returns bigint (int8) as strings by default; every bigint here is a count or an epoch-ms time
// well inside Number.MAX_SAFE_INTEGER.
pg.types.setTypeParser(20, (value) => Number(value));

export interface OpenOptions {
  /** PostgreSQL schema to use (created when missing): lets test suites share one database. */
  readonly pgSchema?: string;
}

/** Opens the database named by the URL. This file is the only place the two dialects differ. */
export const openDatabase = (url: string, options: OpenOptions = {}): Db => {
  if (url.startsWith("sqlite:")) {
    const path = url.slice("sqlite:".length) || "./data/nova.db";
    if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("busy_timeout = 5000");
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { kysely, dialect: "sqlite", sqlite, close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: "postgres", close: () => kysely.destroy() };
};

/** Runs every pending migration; throws if one fails. */
export const migrate = async (db: Db, pgSchema?: string): Promise<void> => {
  if (db.dialect === "postgres" && pgSchema) {
    await sql`create schema if not exists ${sql.id(pgSchema)}`.execute(db.kysely);
  }
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`);
  }
};

/** A transaction-scoped handle or the root handle: repositories accept either. */
export type Queryable = Kysely<Database>;

/** True when the error is a unique-constraint violation on either database. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
};

/** Serialises work on one galaxy across processes (PostgreSQL advisory lock, held to the end of the transaction). */
export const lockGalaxy = async (trx: Queryable, dialect: DialectName, galaxyId: string): Promise<void> => {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext(${galaxyId}))`.execute(trx);
  }
  // SQLite: one connection, and Kysely runs its transactions one at a time, so there is nothing to do.
};

/**
 * Serialises one player's orders (PostgreSQL): a shared hold on the galaxy, so orders wait while a flip
 * runs and never land on the wrong turn, plus an exclusive hold on the player, so two concurrent orders
 * see each other's spending and space.
 */
export const lockPlayer = async (
  trx: Queryable,
  dialect: DialectName,
  galaxyId: string,
  playerId: string,
): Promise<void> => {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock_shared(hashtext(${galaxyId}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${galaxyId}), hashtext(${playerId}))`.execute(trx);
  }
};

export type BulkColumnType = "bigint" | "double precision" | "text";

/**
 * Updates many rows of one galaxy (inside the caller's transaction). SQLite runs one cached prepared
 * statement per row on the raw connection (microseconds each); PostgreSQL gets one statement per 10,000
 * rows: `WITH v(id, c0..) AS (SELECT * FROM unnest($ids, $c0, ..)) UPDATE t ... FROM v`.
 */
export const bulkUpdateById = async (
  trx: Queryable,
  db: Db,
  table: "planets" | "players" | "fleets",
  galaxyId: string,
  columns: ReadonlyArray<{ name: string; type: BulkColumnType }>,
  rows: ReadonlyArray<{ id: string; values: ReadonlyArray<number | string | null> }>,
): Promise<void> => {
  if (rows.length === 0) return;
  if (db.sqlite) {
    const assignments = columns.map((c) => `"${c.name}" = ?`).join(", ");
    const statement = db.sqlite.prepare(`update "${table}" set ${assignments} where galaxy_id = ? and id = ?`);
    for (const row of rows) statement.run(...row.values, galaxyId, row.id);
    return;
  }
  // One array parameter per column, unnested server-side: a handful of parameters however many rows.
  const chunkSize = 10_000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = [
      sql`cast(${chunk.map((r) => r.id)} as text[])`,
      ...columns.map((c, i) => sql`cast(${chunk.map((r) => r.values[i] ?? null)} as ${sql.raw(c.type)}[])`),
    ];
    const names = columns.map((_, i) => `c${i}`);
    const assignments = sql.join(columns.map((c, i) => sql`${sql.id(c.name)} = v.${sql.id(names[i] ?? "")}`));
    const cteColumns = sql.join([sql.id("id"), ...names.map((n) => sql.id(n))]);
    await sql`with v(${cteColumns}) as (select * from unnest(${sql.join(arrays)}))
      update ${sql.table(table)} set ${assignments} from v
      where ${sql.table(table)}.galaxy_id = ${galaxyId} and ${sql.table(table)}.id = v.id`.execute(trx);
  }
};
