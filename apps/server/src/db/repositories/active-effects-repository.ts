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

/** The force fields blocking a portal on `turn` (rules.md 14.3): cast 12 to 21 turns ago, oldest first. */
export const activeForceFields = async (db: Queryable, galaxyId: string, turn: number) =>
  db
    .selectFrom("planted_operations")
    .select(["id", "effect_type", "planet_id", "started_turn"])
    .where("galaxy_id", "=", galaxyId)
    .where("effect_type", "=", "portal_force_field")
    .where("started_turn", "<=", turn - FORCE_FIELD_DELAY_TURNS)
    .where("started_turn", ">", turn - FORCE_FIELD_DELAY_TURNS - FORCE_FIELD_TURNS)
    .orderBy("started_turn")
    .execute();

/** The planets whose portal a force field blocks on `turn`. */
export const blockedPortals = async (db: Queryable, galaxyId: string, turn: number): Promise<Set<string>> =>
  new Set((await activeForceFields(db, galaxyId, turn)).map((r) => r.planet_id));
