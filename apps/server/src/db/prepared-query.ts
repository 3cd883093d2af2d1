import type SQLite from "better-sqlite3";
import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** database.ts's Queryable (not imported: database.ts registers its connections here). */
type Queryable = Kysely<Database>;

/** The SQLite connection under each root Kysely handle (a transaction's handle is never in here). */
const sqliteOfRoot = new WeakMap<object, SQLite.Database>();

/** Lets compiled-once reads on this root handle run on its SQLite connection directly (see preparedQuery). */
export const registerSqliteRoot = (kysely: object, sqlite: SQLite.Database): void => {
  sqliteOfRoot.set(kysely, sqlite);
};

/** A value that stands for the n-th argument while the query is compiled once. */
const placeholder = (n: number) => `\u0000nova-arg-${n}\u0000`;

interface Template {
  readonly sql: string;
  /** Per SQL parameter: the index of the argument it takes, or the constant the builder put there. */
  readonly slots: ReadonlyArray<{ readonly arg: number } | { readonly value: unknown }>;
}

/**
 * A hot query built and compiled by Kysely once per dialect, then run with new arguments: building and compiling
 * a Kysely query (operation nodes, visitor, frozen objects) cost as much as running a small indexed read on
 * SQLite. The builder is called with placeholders; each argument must land in exactly one SQL parameter of its
 * own (scalars in `=` comparisons, not lists that expand). On SQLite the statement cache then makes the same
 * SQL text one compiled statement; on PostgreSQL it is the same text every time.
 */
export const preparedQuery = <A extends readonly (string | number)[], R>(
  build: (db: Queryable, ...args: A) => Compilable<R>,
): ((db: Queryable, ...args: A) => Promise<R[]>) => {
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
  return async (db, ...args) => {
    const template = templateFor(db, args.length);
    const parameters = template.slots.map((s) => ("arg" in s ? args[s.arg] : s.value));
    // SQLite, root handle, no transaction open on the connection: run the statement at once. Kysely would queue
    // it behind its connection lock (promises and ticks per query) for the same result: with no transaction
    // open, nothing holds the lock across an await, and the read sees the last committed state as it would
    // there. Inside a transaction (another request's, between its statements) it must wait: Kysely's path.
    const sqlite = sqliteOfRoot.get(db);
    if (sqlite && !sqlite.inTransaction) return sqlite.prepare(template.sql).all(parameters) as R[];
    const result = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return result.rows as R[];
  };
};
