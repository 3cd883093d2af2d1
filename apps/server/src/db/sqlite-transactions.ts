import SQLite from "better-sqlite3";
import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type QueryResult,
  type SqliteDialectConfig,
} from "kysely";

/** How long a write waits for SQLite's write lock before it fails (SQLITE_BUSY), as busy_timeout did. */
export const WRITE_LOCK_WAIT_MS = 15_000;

/** The longest pause between two looks at the write lock. */
const MAX_PAUSE_MS = 16;

/** Runs `write`: true when it ran, false when SQLite answered SQLITE_BUSY. */
const busyOr = (write: () => unknown): boolean => {
  try {
    write();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return false;
    throw error;
  }
};

/** One user of the connection at a time: a transaction from its begin to its end, or one statement. */
class ConnectionTurns {
  #held = false;
  readonly #queue: (() => void)[] = [];

  async take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#queue.push(resolve));
  }

  give(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * SQLite's write lock, taken without stopping the event loop.
 *
 * Every transaction begins with `BEGIN IMMEDIATE`, which takes the write lock at once. With the turn worker's own
 * connection next to the API's, a deferred transaction that read before the worker committed could not write
 * afterwards (SQLITE_BUSY_SNAPSHOT, which no timeout helps); taking the lock first rules that out.
 *
 * While another connection holds the lock (the turn worker applying a flip, a second or more in a big galaxy), a
 * writer here does not wait inside SQLite's busy handler: better-sqlite3 is synchronous, so that wait stopped the
 * whole event loop, and every request of every player waited for the flip's commit behind one order or one
 * background write (the push sender's clean-up, a player's last-seen time). Nor does it keep the connection while
 * it waits, which would hold up every read queued behind it. It hands the connection back, watches the lock from
 * a small connection of its own, and queues for the connection again once the lock is free. Reads go on
 * meanwhile: under WAL they read the last committed state and never wait. A write outside a transaction takes
 * the lock the same way, in a transaction of its own (compiled writes on the root handle too: prepared-query.ts
 * sends them through Kysely's path, decision 185).
 */
export class SqliteWriteLock {
  readonly #sqlite: SQLite.Database;
  readonly #statements: {
    readonly noWait: SQLite.Statement;
    readonly wait: SQLite.Statement;
    readonly begin: SQLite.Statement;
    readonly commit: SQLite.Statement;
    readonly rollback: SQLite.Statement;
  };
  /** A connection of its own that looks at the lock while a writer waits (none for an in-memory database). */
  readonly #probe: {
    readonly db: SQLite.Database;
    readonly begin: SQLite.Statement;
    readonly rollback: SQLite.Statement;
  } | null;
  readonly #turns = new ConnectionTurns();
  readonly #onWaiting: (waiting: number) => void;
  #waiting = 0;
  readonly #waitInSqlite: boolean;

  /**
   * `onWaiting` hears how many writers wait for the lock whenever that number changes. `waitInSqlite`: wait in
   * SQLite's busy handler as plain SQLite does, for a connection whose event loop serves no one else.
   */
  constructor(
    sqlite: SQLite.Database,
    path: string,
    options: { readonly onWaiting?: (waiting: number) => void; readonly waitInSqlite?: boolean } = {},
  ) {
    this.#sqlite = sqlite;
    this.#waitInSqlite = options.waitInSqlite ?? false;
    this.#statements = {
      noWait: sqlite.prepare("pragma busy_timeout = 0"),
      wait: sqlite.prepare(`pragma busy_timeout = ${WRITE_LOCK_WAIT_MS}`),
      begin: sqlite.prepare("begin immediate"),
      commit: sqlite.prepare("commit"),
      rollback: sqlite.prepare("rollback"),
    };
    const probe = path === ":memory:" || this.#waitInSqlite ? null : new SQLite(path, { timeout: 0 });
    this.#probe = probe && { db: probe, begin: probe.prepare("begin immediate"), rollback: probe.prepare("rollback") };
    this.#onWaiting = options.onWaiting ?? (() => undefined);
  }

  /** Waits for the connection (see ConnectionTurns). */
  take(): Promise<void> {
    return this.#turns.take();
  }

  give(): void {
    this.#turns.give();
  }

  close(): void {
    this.#probe?.db.close();
  }

  /** BEGIN IMMEDIATE without any wait in SQLite: false when another connection holds the lock. */
  #tryBegin(): boolean {
    const { noWait, begin, wait } = this.#statements;
    noWait.run();
    try {
      return busyOr(() => begin.run());
    } finally {
      // Statements that run without this class (the checkpoint's, a direct read's) keep SQLite's own wait.
      wait.run();
    }
  }

  /** Resolves once the lock looks free, seen from the probe connection: ours stays with its readers meanwhile. */
  async #lockFree(giveUpAt: number): Promise<void> {
    for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      const probe = this.#probe;
      if (!probe) return;
      if (busyOr(() => probe.begin.run())) {
        probe.rollback.run();
        return;
      }
      if (Date.now() > giveUpAt) throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    }
  }

  /** Begins a transaction; called holding the connection, and holding it again when it resolves. */
  async begin(): Promise<void> {
    if (this.#waitInSqlite) {
      this.#statements.begin.run();
      return;
    }
    if (this.#tryBegin()) return;
    const giveUpAt = Date.now() + WRITE_LOCK_WAIT_MS;
    this.#onWaiting(++this.#waiting);
    try {
      for (;;) {
        this.give();
        try {
          await this.#lockFree(giveUpAt);
        } finally {
          await this.take();
        }
        // Another connection may have taken the lock again between the look and now: look again.
        if (this.#tryBegin()) return;
      }
    } finally {
      this.#onWaiting(--this.#waiting);
    }
  }

  /**
   * Runs one statement, holding the connection: a statement that writes, outside a transaction, runs in a
   * transaction of its own that `begin` opens. Reads and statements inside a transaction run as they are.
   */
  async run<T>(sql: string, run: () => Promise<T>): Promise<T> {
    // `readonly` is false only for statements that write (transaction control and pragmas count as read-only).
    if (this.#waitInSqlite || this.#sqlite.inTransaction || this.#sqlite.prepare(sql).readonly) return run();
    await this.begin();
    try {
      const result = await run();
      this.#statements.commit.run();
      return result;
    } catch (error) {
      if (this.#sqlite.inTransaction) this.#statements.rollback.run();
      throw error;
    }
  }
}

/** Kysely's SQLite adapter without Kysely's own connection lock: SqliteWriteLock takes turns instead. */
class TurnTakingSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect, with the connection's turns, transactions and writes through `lock`. */
export class WriteLockSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #lock: SqliteWriteLock;

  constructor(config: SqliteDialectConfig, lock: SqliteWriteLock) {
    super(config);
    this.#config = config;
    this.#lock = lock;
  }

  override createAdapter(): DialectAdapter {
    return new TurnTakingSqliteAdapter();
  }

  override createDriver(): SqliteDriver {
    const lock = this.#lock;
    return new (class extends SqliteDriver {
      #connection: DatabaseConnection | undefined;

      override async acquireConnection(): Promise<DatabaseConnection> {
        await lock.take();
        if (this.#connection) return this.#connection;
        const connection = await super.acquireConnection();
        this.#connection = {
          executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
            lock.run(query.sql, () => connection.executeQuery<R>(query)),
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
        return this.#connection;
      }

      override async releaseConnection(): Promise<void> {
        lock.give();
      }

      override async beginTransaction(): Promise<void> {
        await lock.begin();
      }

      override async destroy(): Promise<void> {
        lock.close();
        await super.destroy();
      }
    })(this.#config);
  }
}
