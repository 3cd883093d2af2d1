import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { MIGRATIONS } from "./migration-list.ts";
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

/**
 * Opens the database named by the URL. The two dialects differ only here, in the locks (locks.ts) and in the bulk
 * writes (bulk-writes.ts).
 */
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
