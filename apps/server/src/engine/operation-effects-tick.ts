import { PLANTED_EXPIRY_TURNS } from "@nova/rules";
import { sql } from "kysely";
import type { Queryable } from "../db/database.ts";

/**
 * Flip step 2 (rules.md 3.2): electric storms take 1% of population per stack from every planet of the
 * affected empire, every duration effect loses a turn and the expired ones go, and planted operations
 * older than 48 turns expire. A handful of statements on the few effect rows: the planets are touched
 * only for empires under a storm. Returns the rows written.
 */
export const tickOperationEffects = async (trx: Queryable, galaxyId: string, turn: number): Promise<number> => {
  const storms = await trx
    .selectFrom("active_effects")
    .select(["affected_player_id", "intensity"])
    .where("galaxy_id", "=", galaxyId)
    .where("effect_type", "=", "electric_storms")
    .execute();
  let rows = 0;
  const stacks = new Map<string, number>();
  for (const s of storms)
    stacks.set(s.affected_player_id, (stacks.get(s.affected_player_id) ?? 0) + Number(s.intensity));
  for (const [playerId, n] of stacks) {
    const pct = Math.min(100, n);
    const r = await trx
      .updateTable("planets")
      .set({ population: sql`population - (population * ${pct}) / 100` })
      .where("galaxy_id", "=", galaxyId)
      .where("owner_id", "=", playerId)
      .where("population", ">", 0)
      .executeTakeFirst();
    rows += Number(r.numUpdatedRows);
  }
  const ticked = await trx
    .updateTable("active_effects")
    .set({ duration_turns: sql`duration_turns - 1` })
    .where("galaxy_id", "=", galaxyId)
    .executeTakeFirst();
  const expired = await trx
    .deleteFrom("active_effects")
    .where("galaxy_id", "=", galaxyId)
    .where("duration_turns", "<=", 0)
    .executeTakeFirst();
  const planted = await trx
    .deleteFrom("planted_operations")
    .where("galaxy_id", "=", galaxyId)
    .where("started_turn", "<=", turn - PLANTED_EXPIRY_TURNS)
    .executeTakeFirst();
  return rows + Number(ticked.numUpdatedRows) + Number(expired.numDeletedRows) + Number(planted.numDeletedRows);
};
