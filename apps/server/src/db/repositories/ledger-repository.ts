import { RESOURCES, type Resources } from "@nova/rules";
import type { Insertable, Selectable } from "kysely";
import { type Db, type Queryable } from "../database.ts";
import { bulkInsert } from "../bulk-writes.ts";
import type { ResourceLedgerTable } from "../schema.ts";

export type LedgerRow = Selectable<ResourceLedgerTable>;

/** Ledger rows are kept this many turns; older ones are dropped every PRUNE_EVERY turns. */
const KEEP_TURNS = 2_000;
const PRUNE_EVERY = 100;

/** Records each player's stocks around this flip's economy (in the flip's transaction). */
export const recordLedger = async (
  trx: Queryable,
  db: Db,
  galaxyId: string,
  turn: number,
  entries: readonly { playerId: string; before: Resources; after: Resources }[],
): Promise<void> => {
  const rows = entries.map((e) => {
    const row: Record<string, string | number> = { galaxy_id: galaxyId, player_id: e.playerId, turn_number: turn };
    for (const r of RESOURCES) {
      row[`before_${r}`] = e.before[r];
      row[`after_${r}`] = e.after[r];
    }
    return row as unknown as Insertable<ResourceLedgerTable>;
  });
  await bulkInsert(trx, db, "resource_ledger", rows);
  if (turn % PRUNE_EVERY === 0)
    await trx
      .deleteFrom("resource_ledger")
      .where("galaxy_id", "=", galaxyId)
      .where("turn_number", "<", turn - KEEP_TURNS)
      .execute();
};

/** A player's ledger from turn `fromTurn` on, oldest first. */
export const ledgerSince = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  fromTurn: number,
): Promise<LedgerRow[]> =>
  db
    .selectFrom("resource_ledger")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("turn_number", ">=", fromTurn)
    .orderBy("turn_number")
    .execute();
