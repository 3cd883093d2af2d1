import type SQLite from "better-sqlite3";
import { plusParameters } from "./sqlite-parameters.ts";

/** Distinct statements kept compiled: the app issues a few hundred shapes; bulk writes add a few more. */
const CAPACITY = 1000;

/**
 * Makes `sqlite.prepare` return an already compiled statement for SQL it has seen (least recently used
 * dropped first). Kysely's SQLite driver prepares every query it runs, and compiling was 17-35% of the busy
 * time of the hottest reads; a statement is reusable once run, and on one connection with one query at a time
 * no two callers hold the same statement at once. SQLite itself recompiles a cached statement after a schema
 * change, so migrations need nothing special. Parameters are compiled as `+?` (sqlite-parameters.ts), or SQLite
 * would recompile most statements at every run all the same.
 */
export const cachePreparedStatements = (
  sqlite: SQLite.Database,
  options: {
    readonly capacity?: number;
    /** Called with its SQL whenever a statement that may write is handed out, just before it runs. */
    readonly onWrite?: (source: string) => void;
  } = {},
): void => {
  const capacity = options.capacity ?? CAPACITY;
  const onWrite = options.onWrite ?? (() => undefined);
  const compile = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Re-inserting moves it to the young end of the map's insertion order.
      cache.delete(source);
      cache.set(source, cached);
      if (!cached.readonly) onWrite(source);
      return cached;
    }
    // A statement still iterating (a stream left open) cannot run twice: compile a fresh one for this caller.
    const statement = compile(plusParameters(source));
    cache.set(source, statement);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    if (!statement.readonly) onWrite(source);
    return statement;
  };
  sqlite.prepare = prepare as typeof sqlite.prepare;
};
