import type { Queryable } from "../database.ts";

// What the away summary reads (issue 18): the player's events, battles and operations suffered after a turn.

export const playerEventsAfter = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  afterTurn: number,
  types: readonly string[],
) =>
  db
    .selectFrom("events")
    .select(["event_type", "summary", "text_code", "text_params", "turn_number", "details"])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("turn_number", ">", afterTurn)
    .where("event_type", "in", [...types])
    .orderBy("created_at")
    .orderBy("id")
    .limit(1_000)
    .execute();

/** Family-wide events (leader changes, roles, newcomers) after a turn, other members' only. */
export const familyEventsAfter = async (
  db: Queryable,
  galaxyId: string,
  familyId: string,
  playerId: string,
  afterTurn: number,
) =>
  db
    .selectFrom("events")
    .select(["event_type", "summary", "text_code", "text_params", "turn_number"])
    .where("galaxy_id", "=", galaxyId)
    .where("family_id", "=", familyId)
    .where("turn_number", ">", afterTurn)
    .where((eb) => eb.or([eb("player_id", "is", null), eb("player_id", "!=", playerId)]))
    .where((eb) => eb.or([eb("event_type", "like", "family_%"), eb("event_type", "=", "player_registered")]))
    .orderBy("created_at")
    .orderBy("id")
    .limit(50)
    .execute();

/** Battles and operations happen between flips: those of turn `fromTurn` itself count (the player may have left mid-turn). */
export const battlesFrom = async (db: Queryable, galaxyId: string, playerId: string, fromTurn: number) =>
  db
    .selectFrom("battle_reports")
    .select(["id", "attacker_id", "defender_id", "planet_id", "turn_number", "report"])
    .where("galaxy_id", "=", galaxyId)
    .where((eb) => eb.or([eb("attacker_id", "=", playerId), eb("defender_id", "=", playerId)]))
    .where("turn_number", ">=", fromTurn)
    .orderBy("created_at")
    .orderBy("id")
    .limit(200)
    .execute();

/** Operations cast on the player from a turn on; the caster is not read (it stays secret). */
export const operationsSufferedFrom = async (db: Queryable, galaxyId: string, playerId: string, fromTurn: number) =>
  db
    .selectFrom("operation_records")
    .select(["operation_type", "status", "turn_number"])
    .where("galaxy_id", "=", galaxyId)
    .where("target_id", "=", playerId)
    .where("caster_id", "!=", playerId)
    .where("turn_number", ">=", fromTurn)
    .orderBy("created_at")
    .orderBy("id")
    .limit(200)
    .execute();
