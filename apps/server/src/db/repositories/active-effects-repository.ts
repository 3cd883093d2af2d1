import { FORCE_FIELD_DELAY_TURNS, FORCE_FIELD_TURNS } from "@nova/rules";
import type { Queryable } from "../database.ts";

/** Whether an operation effect (migration 0010) is on the player now: no_fear, space_amazement... */
export const hasActiveEffect = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  effectType: string,
): Promise<boolean> =>
  (await db
    .selectFrom("active_effects")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("affected_player_id", "=", playerId)
    .where("effect_type", "=", effectType)
    .where("duration_turns", ">", 0)
    .executeTakeFirst()) !== undefined;

/** The planets whose portal a force field blocks on `turn` (rules.md 14.3): cast 12 to 21 turns ago. */
export const blockedPortals = async (db: Queryable, galaxyId: string, turn: number): Promise<Set<string>> => {
  const rows = await db
    .selectFrom("planted_operations")
    .select("planet_id")
    .where("galaxy_id", "=", galaxyId)
    .where("effect_type", "=", "portal_force_field")
    .where("started_turn", "<=", turn - FORCE_FIELD_DELAY_TURNS)
    .where("started_turn", ">", turn - FORCE_FIELD_DELAY_TURNS - FORCE_FIELD_TURNS)
    .execute();
  return new Set(rows.map((r) => r.planet_id));
};
