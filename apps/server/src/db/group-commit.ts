import { transact, type Db, type Queryable } from "./database.ts";

/** The most orders one commit carries: the write lock is held for all of them. */
const MAX_MEMBERS = 32;

/**
 * A commit waits for company only when orders come this close together (ms): the open transaction holds the
 * connection, so every read of that turn of the event loop waits for the commit too, and when orders are sparse
 * (a galaxy's players a build order a minute each, with a flip's herd of reads) nothing joins anyway.
 */
const BUSY_GAP_MS = 1;

interface Member {
  readonly work: (trx: Queryable) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** Runs `work` in a transaction of its own, or in one shared with other works that commit together (SQLite). */
export type GroupTransact = <T>(work: (trx: Queryable) => Promise<T>) => Promise<T>;

/**
 * SQLite: works that arrive together commit together. A commit writes every page the transaction changed to the
 * write-ahead log, a system call per page; a player's order changes a handful of rows on pages the next order
 * changes again (its own row, the market's, the tails of the event and ledger indexes), and its commit was about a
 * quarter of the order's cost (bench:http's market buy). Works queued while one runs (orders read from the network
 * in the same turn of the event loop) run in the same transaction, one after another, each in a savepoint of its
 * own:
 * - each is atomic: a work that throws is rolled back to its savepoint, and its caller gets its error at once;
 * - each sees the ones before it, exactly as if they had committed one by one (nothing else runs on the connection
 *   meanwhile: the transaction holds it, so no read sees an uncommitted work);
 * - a work's caller hears of its success only after the shared commit; if that commit fails (or SQLite ends the
 *   transaction itself, as on a full disk), every work of it fails with that error and none is applied.
 * When no other work is waiting and orders are coming fast (BUSY_GAP_MS), the commit waits for the end of this turn
 * of the event loop, so that orders read in it can join; at most MAX_MEMBERS works share one commit. Not nested: a
 * work must not call this again (as with `transact`, it would wait for the connection its own transaction holds).
 */
const byDb = new WeakMap<Db, GroupTransact>();

/** The database's one group committer (see groupTransact). */
export const orderTransaction = (db: Db): GroupTransact => {
  let run = byDb.get(db);
  if (!run) {
    run = groupTransact(db);
    byDb.set(db, run);
  }
  return run;
};

export const groupTransact = (db: Db): GroupTransact => {
  const sqlite = db.sqlite;
  if (!sqlite) return (work) => transact(db, work);
  const waiting: Member[] = [];
  let running = false;
  let lastArrival = Number.NEGATIVE_INFINITY;
  /** The time between the last two orders' arrivals (ms). */
  let lastGap = Number.POSITIVE_INFINITY;

  const runGroup = async (): Promise<void> => {
    running = true;
    const succeeded: { readonly member: Member; readonly value: unknown }[] = [];
    let began = false;
    try {
      await transact(db, async (trx) => {
        began = true;
        // Refused orders count too: a stream of them must not keep the write lock for ever.
        for (let taken = 0; taken < MAX_MEMBERS; taken++) {
          let member = waiting.shift();
          if (!member) {
            if (lastGap >= BUSY_GAP_MS) return;
            await new Promise((resolve) => setImmediate(resolve));
            member = waiting.shift();
            if (!member) return;
          }
          sqlite.prepare("savepoint group_member").run();
          try {
            const value = await member.work(trx);
            sqlite.prepare("release group_member").run();
            succeeded.push({ member, value });
          } catch (error) {
            member.reject(error);
            // SQLite ended the whole transaction itself (a full disk, an I/O error): the works before went with it.
            if (!sqlite.inTransaction) throw error;
            sqlite.prepare("rollback to group_member").run();
            sqlite.prepare("release group_member").run();
          }
        }
      });
      for (const { member, value } of succeeded) member.resolve(value);
    } catch (error) {
      for (const { member } of succeeded) member.reject(error);
      // No transaction began (the write lock stayed taken past its wait): the works waiting for it fail with that.
      if (!began) for (const member of waiting.splice(0)) member.reject(error);
    } finally {
      running = false;
      if (waiting.length > 0) void runGroup();
    }
  };

  return <T>(work: (trx: Queryable) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const now = performance.now();
      lastGap = now - lastArrival;
      lastArrival = now;
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!running) void runGroup();
    });
};
