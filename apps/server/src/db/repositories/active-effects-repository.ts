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

/** A caster's running infiltrations with their targets' names, newest first. */
export const listInfiltrationsBy = (db: Queryable, galaxyId: string, casterId: string) =>
  db
    .selectFrom("active_effects as e")
    .innerJoin("players as t", (j) =>
      j.onRef("t.galaxy_id", "=", "e.galaxy_id").onRef("t.id", "=", "e.affected_player_id"),
    )
    .select(["e.id", "e.affected_player_id", "e.started_turn", "e.duration_turns", "t.username"])
    .where("e.galaxy_id", "=", galaxyId)
    .where("e.effect_type", "=", "infiltrate")
    .where("e.source_player_id", "=", casterId)
    .where("e.duration_turns", ">", 0)
    .orderBy("e.created_at", "desc")
    .orderBy("e.id")
    .execute();

/** A caster's planted operations of the given effect types, oldest first. */
export const listPlantedOfTypes = (db: Queryable, galaxyId: string, casterId: string, types: readonly string[]) =>
  db
    .selectFrom("planted_operations")
    .select(["id", "effect_type", "planet_id", "started_turn"])
    .where("galaxy_id", "=", galaxyId)
    .where("caster_id", "=", casterId)
    .where("effect_type", "in", [...types])
    .orderBy("started_turn")
    .execute();
