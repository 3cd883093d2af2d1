import {
  FORCE_FIELD_DELAY_TURNS,
  FORCE_FIELD_TURNS,
  PLANTED_EFFECTS,
  PLANTED_EXPIRY_TURNS,
  SABOTAGE_DELAY_TURNS,
} from "@nova/rules";
import { sql } from "kysely";
import type { Queryable } from "../database.ts";

/**
 * Flip step 2 (rules.md 3.2): electric storms take 1% of population per stack from every planet of the
 * affected empire, every duration effect loses a turn and the expired ones go, planted operations older
 * than 48 turns expire, due portal sabotage destroys its portal and finished force fields go. A handful of statements on the few effect rows: the planets are touched
 * only for empires under a storm. Returns the rows written and the empires whose turn inputs changed (storm
 * losses, an economy spell ending, a sabotaged portal): the flip recomputes those under its lock.
 */
export const tickOperationEffects = async (
  trx: Queryable,
  galaxyId: string,
  turn: number,
): Promise<{ rows: number; players: Set<string> }> => {
  const players = new Set<string>();
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
    players.add(playerId);
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
  const ending = await trx
    .selectFrom("active_effects")
    .select("affected_player_id")
    .where("galaxy_id", "=", galaxyId)
    .where("duration_turns", "<=", 0)
    .execute();
  for (const e of ending) players.add(e.affected_player_id);
  const expired = await trx
    .deleteFrom("active_effects")
    .where("galaxy_id", "=", galaxyId)
    .where("duration_turns", "<=", 0)
    .executeTakeFirst();
  const planted = await trx
    .deleteFrom("planted_operations")
    .where("galaxy_id", "=", galaxyId)
    .where("effect_type", "in", PLANTED_EFFECTS)
    .where("started_turn", "<=", turn - PLANTED_EXPIRY_TURNS)
    .executeTakeFirst();
  // Portal sabotage fires 20 turns after the cast, if the planet still belongs to the empire it was cast on.
  const sabotage = await trx
    .selectFrom("planted_operations")
    .select(["id", "planet_id", "affected_player_id"])
    .where("galaxy_id", "=", galaxyId)
    .where("effect_type", "=", "portal_sabotage")
    .where("started_turn", "<=", turn - SABOTAGE_DELAY_TURNS)
    .execute();
  for (const s of sabotage) {
    players.add(s.affected_player_id);
    const r = await trx
      .updateTable("planets")
      .set({ portal: 0 })
      .where("galaxy_id", "=", galaxyId)
      .where("id", "=", s.planet_id)
      .where("owner_id", "=", s.affected_player_id)
      .where("is_home_world", "=", 0)
      .executeTakeFirst();
    rows += Number(r.numUpdatedRows);
  }
  // Force fields end 22 turns after the cast (12 turns of delay, then 10 of blocking).
  const done = await trx
    .deleteFrom("planted_operations")
    .where("galaxy_id", "=", galaxyId)
    .where((eb) =>
      eb.or([
        eb.and([eb("effect_type", "=", "portal_sabotage"), eb("started_turn", "<=", turn - SABOTAGE_DELAY_TURNS)]),
        eb.and([
          eb("effect_type", "=", "portal_force_field"),
          eb("started_turn", "<=", turn - FORCE_FIELD_DELAY_TURNS - FORCE_FIELD_TURNS),
        ]),
      ]),
    )
    .executeTakeFirst();
  return {
    rows:
      rows +
      Number(ticked.numUpdatedRows) +
      Number(expired.numDeletedRows) +
      Number(planted.numDeletedRows) +
      Number(done.numDeletedRows),
    players,
  };
};
