import type SQLite from "better-sqlite3";
import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** database.ts's Queryable (not imported: database.ts registers its connections here). */
type Queryable = Kysely<Database>;

/** The SQLite connection under each root Kysely handle (a transaction's handle is never in here). */
const sqliteOfRoot = new WeakMap<object, SQLite.Database>();

/**
 * The SQLite connection under each transaction handle while its transaction is open (see `enterSqliteTransaction`):
 * compiled statements on such a handle run on the connection directly.
 */
const sqliteOfTransaction = new WeakMap<object, SQLite.Database>();

/** Lets compiled-once reads on this root handle run on its SQLite connection directly (see preparedQuery). */
export const registerSqliteRoot = (kysely: object, sqlite: SQLite.Database): void => {
  sqliteOfRoot.set(kysely, sqlite);
};

/**
 * Marks a transaction handle as open on this SQLite connection until `leaveSqliteTransaction`: compiled statements
 * on it then run on the connection at once (it is the connection Kysely's transaction runs on, so they join the
 * transaction) instead of going through Kysely's executor, a chain of promises per statement. Only database.ts's
 * `transact` calls it, around the work of a transaction it began.
 */
export const enterSqliteTransaction = (trx: object, sqlite: SQLite.Database): void => {
  sqliteOfTransaction.set(trx, sqlite);
};

/** The transaction has ended (or is about to): its handle goes back to Kysely's path, which refuses it. */
export const leaveSqliteTransaction = (trx: object): void => {
  sqliteOfTransaction.delete(trx);
};

/** A value that stands for the n-th argument while the query is compiled once. */
const placeholder = (n: number) => `\u0000nova-arg-${n}\u0000`;

interface Template {
  readonly sql: string;
  /** Per SQL parameter: the index of the argument it takes, or the constant the builder put there. */
  readonly slots: ReadonlyArray<{ readonly arg: number } | { readonly value: unknown }>;
}

/** What an argument of a compiled query may be: one SQL parameter's value. */
export type PreparedArg = string | number | null;

interface Outcome<R> {
  readonly rows: R[];
  /** Rows an insert, update or delete changed (0 for a read). */
  readonly changes: number;
}

/**
 * Compiles the builder once per dialect and returns a runner that fills the SQL parameters with new arguments and
 * runs the statement: on SQLite on the connection directly when it may (see below), else through Kysely.
 */
const compileOnce = <A extends readonly PreparedArg[], R>(
  build: (db: Queryable, ...args: A) => Compilable<R>,
): ((db: Queryable, args: A) => Promise<Outcome<R>>) => {
  // Keyed by the dialect's adapter class: a transaction and the root handle compile alike.
  const templates = new Map<unknown, Template>();
  const templateFor = (db: Queryable, arity: number): Template => {
    const key = db.getExecutor().adapter.constructor;
    let template = templates.get(key);
    if (!template) {
      const names = Array.from({ length: arity }, (_, n) => placeholder(n));
      const compiled = build(db, ...(names as unknown as A)).compile();
      const slots = compiled.parameters.map((p) => {
        const arg = typeof p === "string" ? names.indexOf(p) : -1;
        return arg >= 0 ? { arg } : { value: p };
      });
      for (let n = 0; n < arity; n++) {
        if (slots.filter((s) => "arg" in s && s.arg === n).length !== 1) {
          throw new Error(`preparedQuery: argument ${n} must fill exactly one parameter of: ${compiled.sql}`);
        }
      }
      template = { sql: compiled.sql, slots };
      templates.set(key, template);
    }
    return template;
  };
  return async (db, args) => {
    const template = templateFor(db, args.length);
    const parameters = template.slots.map((s) => ("arg" in s ? args[s.arg] : s.value));
    // SQLite, root handle, no transaction open on the connection: run the statement at once. Kysely would queue
    // it behind its connection lock (promises and ticks per query) for the same result: with no transaction
    // open, nothing holds the lock across an await, and the read sees the last committed state as it would
    // there. Inside a transaction (another request's, between its statements) it must wait: Kysely's path.
    // A transaction handle of `transact` while its transaction is open holds that lock: run at once too.
    const root = sqliteOfRoot.get(db);
    const sqlite = root ? (root.inTransaction ? undefined : root) : sqliteOfTransaction.get(db);
    const statement = sqlite?.prepare(template.sql);
    // A write on the root handle goes Kysely's path, which waits for SQLite's write lock without stopping the
    // event loop (sqlite-transactions.ts); inside a transaction the lock is held already.
    if (statement && (sqlite !== root || statement.readonly)) {
      if (statement.reader) return { rows: statement.all(parameters) as R[], changes: 0 };
      return { rows: [], changes: statement.run(parameters).changes };
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return { rows: result.rows as R[], changes: Number(result.numAffectedRows ?? 0) };
  };
};

/**
 * A hot query built and compiled by Kysely once per dialect, then run with new arguments: building and compiling
 * a Kysely query (operation nodes, visitor, frozen objects) cost as much as running a small indexed read on
 * SQLite. The builder is called with placeholders; each argument must land in exactly one SQL parameter of its
 * own (scalars in `=` comparisons or inserted values, not lists that expand). On SQLite the statement cache then
 * makes the same SQL text one compiled statement; on PostgreSQL it is the same text every time.
 * Answers the rows (a write's `RETURNING` rows too).
 */
export const preparedQuery = <A extends readonly PreparedArg[], R>(
  build: (db: Queryable, ...args: A) => Compilable<R>,
): ((db: Queryable, ...args: A) => Promise<R[]>) => {
  const run = compileOnce(build);
  return async (db, ...args) => (await run(db, args)).rows;
};

/** `preparedQuery` for an insert, update or delete without `RETURNING`: answers how many rows it changed. */
export const preparedWrite = <A extends readonly PreparedArg[]>(
  build: (db: Queryable, ...args: A) => Compilable<unknown>,
): ((db: Queryable, ...args: A) => Promise<number>) => {
  const run = compileOnce(build);
  return async (db, ...args) => (await run(db, args)).changes;
};

/**
 * A one-row insert into `table` of exactly these columns, compiled once (`preparedWrite`). A column the row
 * leaves out is written as null, not as the column's default: name only the columns every row carries.
 */
export const preparedInsert = <T extends keyof Database & string>(
  table: T,
  columns: ReadonlyArray<keyof Database[T] & string>,
): ((db: Queryable, row: Readonly<Partial<Record<keyof Database[T] & string, unknown>>>) => Promise<number>) => {
  const write = preparedWrite((db, ...values: PreparedArg[]) =>
    db.insertInto(table).values(Object.fromEntries(columns.map((c, i) => [c, values[i]])) as never),
  );
  return (db, row) => write(db, ...columns.map((c) => (row[c] ?? null) as PreparedArg));
};
