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
