import type SQLite from "better-sqlite3";

/**
 * Makes every Kysely transaction on this connection `BEGIN IMMEDIATE`: it takes SQLite's write lock when it
 * starts, waiting (busy_timeout) while another connection writes. With the turn worker's own connection next
 * to the API's, a deferred transaction that read before the worker committed could not write afterwards
 * (SQLITE_BUSY_SNAPSHOT, which no timeout helps); taking the lock first rules that out. Plain reads outside
 * transactions keep reading the last committed state under WAL, never waiting.
 */
export const beginImmediately = (sqlite: SQLite.Database): void => {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) =>
    prepare(source.trim().toLowerCase() === "begin" ? "begin immediate" : source)) as typeof sqlite.prepare;
};
