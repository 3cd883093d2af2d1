import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, type Insertable } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";
import * as m0001 from "./migrations/0001-foundation.ts";
import * as m0002 from "./migrations/0002-build-jobs.ts";
import * as m0003 from "./migrations/0003-planet-building-columns.ts";
import * as m0004 from "./migrations/0004-galaxy-creation-jobs.ts";
import * as m0005 from "./migrations/0005-fleet-travel-and-battles.ts";
import * as m0006 from "./migrations/0006-postgres-fill-factor.ts";
import * as m0007 from "./migrations/0007-research.ts";
import * as m0008 from "./migrations/0008-market.ts";
import * as m0010 from "./migrations/0010-operations.ts";
import * as m0013 from "./migrations/0013-unique-active-galaxy-job.ts";
import * as m0014 from "./migrations/0014-resource-ledger.ts";
import * as m0015 from "./migrations/0015-account-tours.ts";
import * as m0016 from "./migrations/0016-hot-read-indexes.ts";
import * as m0017 from "./migrations/0017-messages-news-aid.ts";
import * as m0019 from "./migrations/0019-notifications.ts";
import * as m0020 from "./migrations/0020-rounds.ts";
import * as m0021 from "./migrations/0021-account-language.ts";
import * as m0022 from "./migrations/0022-game-texts.ts";
import * as m0023 from "./migrations/0023-notice-texts.ts";
import * as m0024 from "./migrations/0024-build-order-indexes.ts";
import * as m0025 from "./migrations/0025-event-write-indexes.ts";
import * as m0026 from "./migrations/0026-advisor-targets.ts";
import type { Database } from "./schema.ts";
import { MAIN_CONNECTION_AUTOCHECKPOINT_PAGES, startCheckpointer } from "./sqlite-checkpointer.ts";
import { SqliteWriteLock, WRITE_LOCK_WAIT_MS, WriteLockSqliteDialect } from "./sqlite-transactions.ts";
import { cachePreparedStatements } from "./statement-cache.ts";
import { writerVersions } from "./writer-versions.ts";
import { enterSqliteTransaction, leaveSqliteTransaction, registerSqliteRoot } from "./prepared-query.ts";

export type DialectName = "sqlite" | "postgres";

/**
 * How much of an SQLite database file each connection maps into memory at most (see openDatabase): better-sqlite3's
 * build allows just under 2 GB and clamps anything larger to that.
 */
const SQLITE_MMAP_BYTES = 2 * 1024 ** 3;

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /**
   * SQLite only: the raw connection Kysely itself uses. Bulk writes inside a Kysely transaction may run
   * prepared statements on it directly: the connection is the same, so they join that transaction.
   */
  readonly sqlite?: SQLite.Database;
  /**
   * SQLite only: a value that changes whenever anything `reader` may read may have changed, or null while a
   * transaction is open on this connection (a read now could see its uncommitted rows). See http/answer-cache.ts.
   * It moves with every write on this connection and every commit on any other (the turn worker's, another
   * process's), except a write made in `writtenBy` for another user: that one moves only its writer's version.
   * Its form is `generation/writer`: the generation part moves for every reader at once.
   */
  readonly changeVersion?: (reader: string) => string | null;
  /**
   * SQLite only: runs `work`, whose writes change rows that only `writer`'s kept answers read (an order of a
   * player's own empire: its planets, jobs, resources, own events; shared rows that no kept answer reads, such as
   * the market's), so that they move `writer`'s version alone (see changeVersion). The works of a group commit run
   * one after another, never interleaved, which is what lets one writer be known at a time.
   */
  readonly writtenBy?: <T>(writer: string, work: () => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_build_jobs": m0002,
  "0003_planet_building_columns": m0003,
  "0004_galaxy_creation_jobs": m0004,
  "0005_fleet_travel_and_battles": m0005,
  "0006_postgres_fill_factor": m0006,
  "0007_research": m0007,
  "0008_market": m0008,
  "0010_operations": m0010,
  "0013_unique_active_galaxy_job": m0013,
  "0014_resource_ledger": m0014,
  "0015_account_tours": m0015,
  "0016_hot_read_indexes": m0016,
  "0017_messages_news_aid": m0017,
  "0019_notifications": m0019,
  "0020_rounds": m0020,
  "0021_account_language": m0021,
  "0022_game_texts": m0022,
  "0023_notice_texts": m0023,
  "0024_build_order_indexes": m0024,
  "0025_event_write_indexes": m0025,
  "0026_advisor_targets": m0026,
};

// pg returns bigint (int8) as strings by default; every bigint here is a count or an epoch-ms time
// well inside Number.MAX_SAFE_INTEGER.
pg.types.setTypeParser(20, (value) => Number(value));

export interface OpenOptions {
  /** PostgreSQL schema to use (created when missing): lets test suites share one database. */
  readonly pgSchema?: string;
  /**
   * Where a failure outside any request is reported (default: a process warning): a failing background checkpoint
   * on SQLite, an idle connection the server ended on PostgreSQL (a restart, an administrator's terminate).
   */
  readonly onBackgroundError?: (message: string) => void;
  /** SQLite: run the background checkpointer (default true; the turn worker's second connection does not). */
  readonly checkpointer?: boolean;
  /** SQLite: hears how many transactions wait for the write lock (sqlite-transactions.ts) when it changes. */
  readonly onWriteLockWaiting?: (waiting: number) => void;
  /**
   * SQLite: writers wait for the write lock inside SQLite, stopping this thread's event loop meanwhile; for the
   * turn worker thread, whose loop serves nothing else and whose flip should not queue behind the API's writers.
   */
  readonly waitInSqlite?: boolean;
}

/** Opens the database named by the URL. This file is the only place the two dialects differ. */
export const openDatabase = (url: string, options: OpenOptions = {}): Db => {
  if (url.startsWith("sqlite:")) {
    const path = url.slice("sqlite:".length) || "./data/nova.db";
    if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    // The turn worker writes on its own connection: a writer here waits for its commit rather than failing.
    sqlite.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
    // A flip reads and rewrites most of a big galaxy's planet pages: with the default 2 MB page cache they
    // go back and forth to the OS between the load and the write (bench:turn: about 15% of a flip).
    sqlite.pragma("cache_size = -65536");
    // Another connection's commit (the turn worker's flip) empties this connection's page cache: SQLite cannot tell
    // which pages changed. Every page the herd of reads after a flip needs was then read again with a system call
    // each; mapped, a page the OS holds is a memory read (bench:load's flip windows, decision 198). The file is
    // mapped, not loaded: untouched pages cost nothing.
    sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
    const checkpointer =
      path === ":memory:" || options.checkpointer === false
        ? null
        : startCheckpointer(path, (message) =>
            reportBackground(options)(`background WAL checkpoint failed: ${message}`),
          );
    if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${MAIN_CONNECTION_AUTOCHECKPOINT_PAGES}`);
    // The version, as read at most once per turn of the event loop (see changeVersion below).
    let knownVersion: string | null = null;
    const forgetVersion = () => {
      knownVersion = null;
    };
    const versions = writerVersions();
    cachePreparedStatements(sqlite, {
      onWrite: (source) => {
        forgetVersion();
        versions.wrote(source);
      },
    });
    const writeLock = new SqliteWriteLock(sqlite, path, {
      ...(options.onWriteLockWaiting ? { onWaiting: options.onWriteLockWaiting } : {}),
      ...(options.waitInSqlite ? { waitInSqlite: true } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new WriteLockSqliteDialect({ database: sqlite }, writeLock) });
    registerSqliteRoot(kysely, sqlite);
    // total_changes() counts every row this connection wrote (rolled back or not); data_version moves when another
    // connection commits. Together they move on any change a read of this connection could see.
    const versionQuery = sqlite.prepare(
      "select total_changes() as changes, data_version as data from pragma_data_version",
    );
    // Asking SQLite was a sixth of a kept answer's cost (bench:http), and a busy server asks for every request. So
    // the answer is kept until this turn of the event loop ends, or until a statement that may write runs on this
    // connection (every statement is handed out by the statement cache just before it runs). Another connection's
    // commit (the turn worker's) is then seen from the next turn on: no client can have learnt of it before,
    // because anything that tells one (a push hint, the answer to its order) goes out in this turn at the earliest
    // and its next request is read in a later one.
    const changeVersion = (reader: string) => {
      if (sqlite.inTransaction) return null;
      if (knownVersion === null) {
        const now = versionQuery.get() as { changes: number; data: number };
        knownVersion = versions.generation(now.changes, now.data);
        setImmediate(forgetVersion);
      }
      return `${knownVersion}/${versions.of(reader)}`;
    };
    const close = async () => {
      await kysely.destroy();
      // Last: the checkpointer's connection, now the only one, folds the log into the file as it closes.
      await checkpointer?.stop();
    };
    return { kysely, dialect: "sqlite", sqlite, changeVersion, writtenBy: versions.writtenBy, close };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // pg reports an idle connection the server ended as an 'error' event of the pool, after taking it out of the
  // pool (the next query opens another): with no listener that event would end the process.
  const report = reportBackground(options);
  pool.on("error", (error) => report(`an idle PostgreSQL connection was lost: ${error.message}`));
  // pool.end() resolves once its connections are told to close, not once they have: a connection still closing
  // could yet report the server's goodbye (e.g. to a database dropped right after) as that error.
  let open = 0;
  let allClosed: (() => void) | null = null;
  pool.on("connect", () => (open += 1));
  pool.on("remove", () => {
    open -= 1;
    if (open === 0) allClosed?.();
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    await kysely.destroy();
    if (open > 0) await new Promise<void>((resolve) => (allClosed = resolve));
  };
  return { kysely, dialect: "postgres", close };
};

const reportBackground = (options: OpenOptions): ((message: string) => void) =>
  options.onBackgroundError ?? ((message) => process.emitWarning(message));

/** Runs every pending migration; throws if one fails. */
export const migrate = async (db: Db, pgSchema?: string): Promise<void> => {
  if (db.dialect === "postgres" && pgSchema) {
    await sql`create schema if not exists ${sql.id(pgSchema)}`.execute(db.kysely);
  }
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => MIGRATIONS },
    // Named, so the migrator looks for its own tables in this schema and not in another one of the same database
    // (it would find a sibling test schema's and skip creating them here).
    ...(db.dialect === "postgres" && pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`);
  }
};

/** A transaction-scoped handle or the root handle: repositories accept either. */
export type Queryable = Kysely<Database>;

/**
 * Runs `work` in one transaction (Kysely's: `BEGIN IMMEDIATE` on SQLite, see sqlite-transactions.ts; `BEGIN` on
 * PostgreSQL), committed when it resolves, rolled back when it throws. On SQLite, compiled statements
 * (`preparedQuery`, `preparedWrite`) on the handle run on the connection at once while the transaction is open,
 * rather than each through Kysely's executor: the transaction holds the connection, so nothing else runs between.
 */
export const transact = <T>(db: Db, work: (trx: Queryable) => Promise<T>): Promise<T> => {
  const sqlite = db.sqlite;
  if (!sqlite) return db.kysely.transaction().execute(work);
  return db.kysely.transaction().execute(async (trx) => {
    enterSqliteTransaction(trx, sqlite);
    try {
      return await work(trx);
    } finally {
      leaveSqliteTransaction(trx);
    }
  });
};

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
  await lockEmpires(trx, dialect, galaxyId, [playerId]);
};

/**
 * The order locks of several empires (docs/locking.md): the galaxy shared, then each player's exclusive
 * hold in ascending id order, so two transactions locking overlapping sets can never deadlock. Anything
 * that writes another empire's fleets, planets or stocks takes that empire's lock this way, the same lock
 * its own orders take, so the owner's read-modify-write orders never work from a stale read.
 * Returns the ids locked (sorted, without duplicates).
 */
export const lockEmpires = async (
  trx: Queryable,
  dialect: DialectName,
  galaxyId: string,
  playerIds: ReadonlyArray<string>,
): Promise<string[]> => {
  const ids = [...new Set(playerIds)].sort();
  if (dialect !== "postgres") return ids;
  await sql`select pg_advisory_xact_lock_shared(hashtext(${galaxyId}))`.execute(trx);
  if (ids.length === 1) {
    await sql`select pg_advisory_xact_lock(hashtext(${galaxyId}), hashtext(${ids[0]}))`.execute(trx);
    return ids;
  }
  // The fixed order is the lock keys' order (two ids may share a hash): read the keys, then take them one by one.
  const keys = await sql<{ k: number }>`select distinct hashtext(x) as k from unnest(cast(${ids} as text[])) as x
    order by k`.execute(trx);
  for (const { k } of keys.rows) {
    await sql`select pg_advisory_xact_lock(hashtext(${galaxyId}), ${k})`.execute(trx);
  }
  return ids;
};

export type BulkColumnType = "bigint" | "double precision" | "text";

/**
 * How a bulk update uses a column's value: `set` writes it, `add` adds it to what the row holds now (a
 * relative change, so a concurrent order's own change to the column survives), `match` only updates rows
 * whose column still equals it (a re-check of what the writer read).
 */
export interface BulkColumn {
  readonly name: string;
  readonly type: BulkColumnType;
  readonly op?: "set" | "add" | "match";
}

/**
 * Runs `read` on a consistent snapshot that takes no lock and blocks no writer: SQLite a deferred (read)
 * transaction on this connection (WAL: writers on other connections go on), PostgreSQL a read-only
 * REPEATABLE READ transaction. The flip computes from it (docs/turn-worker.md).
 */
export const readSnapshot = async <T>(db: Db, read: (trx: Queryable) => Promise<T>): Promise<T> => {
  if (db.dialect === "postgres")
    return db.kysely.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin deferred`.execute(conn);
    try {
      const result = await read(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
};

/**
 * SQLite: the row's rowid, selected next to a row that a bulk update will rewrite in the same
 * transaction; updating by rowid is one b-tree descent instead of two (about a third cheaper per row).
 * PostgreSQL has no stable equivalent (a ctid moves on every update), so it selects null.
 */
export const rowidOrNull = (dialect: DialectName) =>
  dialect === "sqlite" ? sql<number | null>`rowid` : sql<null>`null`;

export interface BulkRow {
  readonly id: string;
  /** SQLite rowid read in the same transaction (see `rowidOrNull`): the row is found by it. */
  readonly rowid?: number | null;
  readonly values: ReadonlyArray<number | string | null>;
}

/** Rows per SQLite batch statement: 500 × (key + columns) stays far below the 32,766 parameter limit. */
const SQLITE_BATCH_ROWS = 500;

/**
 * SQLite: `UPDATE t SET c = v.column2 .. FROM (VALUES (?, ?), ..) AS v WHERE t.rowid = v.column1`, 500
 * rows at a time (about a quarter cheaper than a statement per row), on the raw connection, which is the
 * one Kysely's transaction runs on. Rows without a rowid are found by (galaxy_id, id).
 */
const updateSqliteRows = (
  sqlite: SQLite.Database,
  table: string,
  galaxyId: string,
  columns: ReadonlyArray<BulkColumn>,
  rows: ReadonlyArray<BulkRow>,
): void => {
  const assignments = columns
    .map((c, i) =>
      c.op === "match"
        ? null
        : c.op === "add"
          ? `"${c.name}" = "${c.name}" + v.column${i + 2}`
          : `"${c.name}" = v.column${i + 2}`,
    )
    .filter((a) => a !== null)
    .join(", ");
  const matches = columns
    .map((c, i) => (c.op === "match" ? ` and "${table}"."${c.name}" = v.column${i + 2}` : ""))
    .join("");
  const tuple = `(${Array.from({ length: columns.length + 1 }, () => "?").join(", ")})`;
  const statement = (count: number, byRowid: boolean) =>
    sqlite.prepare(
      `update "${table}" set ${assignments} from (values ${Array.from({ length: count }, () => tuple).join(", ")}) as v ` +
        (byRowid
          ? `where "${table}".rowid = v.column1`
          : `where "${table}".galaxy_id = ? and "${table}".id = v.column1`) +
        matches,
    );
  for (const byRowid of [true, false]) {
    const keyed = rows.filter((row) => (row.rowid != null) === byRowid);
    const full = Math.floor(keyed.length / SQLITE_BATCH_ROWS) * SQLITE_BATCH_ROWS;
    const batches = [
      { start: 0, end: full, size: SQLITE_BATCH_ROWS },
      { start: full, end: keyed.length, size: keyed.length - full },
    ].filter((b) => b.size > 0);
    for (const { start, end, size } of batches) {
      const update = statement(size, byRowid);
      for (let from = start; from < end; from += size) {
        const params: (number | string | null)[] = [];
        for (const row of keyed.slice(from, from + size))
          params.push(byRowid ? (row.rowid as number) : row.id, ...row.values);
        if (byRowid) update.run(params);
        else update.run(params, galaxyId);
      }
    }
  }
};

/**
 * Updates many rows of one galaxy (inside the caller's transaction). SQLite: see `updateSqliteRows`.
 * PostgreSQL gets one statement per 10,000 rows:
 * `WITH v(id, c0..) AS (SELECT * FROM unnest($ids, $c0, ..)) UPDATE t ... FROM v`.
 */
export const bulkUpdateById = async (
  trx: Queryable,
  db: Db,
  table: "planets" | "players" | "fleets",
  galaxyId: string,
  columns: ReadonlyArray<BulkColumn>,
  rows: ReadonlyArray<BulkRow>,
): Promise<void> => {
  if (rows.length === 0) return;
  if (db.sqlite) {
    updateSqliteRows(db.sqlite, table, galaxyId, columns, rows);
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
    const value = (i: number) => sql`v.${sql.id(names[i] ?? "")}`;
    const assignments = sql.join(
      columns.flatMap((c, i) =>
        c.op === "match"
          ? []
          : c.op === "add"
            ? [sql`${sql.id(c.name)} = ${sql.table(table)}.${sql.id(c.name)} + ${value(i)}`]
            : [sql`${sql.id(c.name)} = ${value(i)}`],
      ),
    );
    const matches = columns.flatMap((c, i) =>
      c.op === "match" ? [sql` and ${sql.table(table)}.${sql.id(c.name)} = ${value(i)}`] : [],
    );
    const cteColumns = sql.join([sql.id("id"), ...names.map((n) => sql.id(n))]);
    await sql`with v(${cteColumns}) as (select * from unnest(${sql.join(arrays)}))
      update ${sql.table(table)} set ${assignments} from v
      where ${sql.table(table)}.galaxy_id = ${galaxyId} and ${sql.table(table)}.id = v.id${matches.length > 0 ? sql.join(matches, sql``) : sql``}`.execute(
      trx,
    );
  }
};

/**
 * Inserts many rows into one table (inside the caller's transaction). SQLite runs one cached prepared
 * statement per row on the raw connection; PostgreSQL gets one statement per 10,000 rows.
 */
export const bulkInsert = async <
  T extends "events" | "building_jobs" | "unit_jobs" | "resource_ledger" | "advisor_targets",
>(
  trx: Queryable,
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  if (db.sqlite) {
    const columns = Object.keys(first);
    const statement = db.sqlite.prepare(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    );
    for (const row of rows) statement.run(...columns.map((c) => (row as Record<string, unknown>)[c] ?? null));
    return;
  }
  // One statement and one parameter per 10,000 rows: the rows as a JSON array, typed by the table itself
  // (`json_populate_recordset`), rather than ten multi-row inserts of 500 rows and thousands of parameters.
  const columns = sql.join(Object.keys(first).map((c) => sql.id(c)));
  for (let i = 0; i < rows.length; i += 10_000) {
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows.slice(i, i + 10_000))})`.execute(
      trx,
    );
  }
};
