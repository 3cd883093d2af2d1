import { sql } from "kysely";
import type { DialectName, Queryable } from "./database.ts";

// The locks of docs/locking.md, PostgreSQL's advisory locks. SQLite takes none: a write transaction there holds the
// whole database's write lock (sqlite-transactions.ts).

/** Serialises work on one galaxy across processes (PostgreSQL advisory lock, held to the end of the transaction). */
export const lockGalaxy = async (trx: Queryable, dialect: DialectName, galaxyId: string): Promise<void> => {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext(${galaxyId}))`.execute(trx);
  }
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
