import type { Insertable } from "kysely";
import type { Queryable } from "../database.ts";
import type { OperationRecordsTable } from "../schema.ts";

/**
 * The operations in a player's log, newest first: those it cast and those cast against it, where
 * plant_false_info hides itself (its target sees only the fake operation it wrote).
 */
export const listOperationLog = (db: Queryable, galaxyId: string, playerId: string, limit: number) =>
  db
    .selectFrom("operation_records as o")
    .leftJoin("players as c", (j) => j.onRef("c.galaxy_id", "=", "o.galaxy_id").onRef("c.id", "=", "o.caster_id"))
    .leftJoin("players as t", (j) => j.onRef("t.galaxy_id", "=", "o.galaxy_id").onRef("t.id", "=", "o.target_id"))
    .select([
      "o.id",
      "o.caster_id",
      "o.target_id",
      "o.target_planet_id",
      "o.operation_type",
      "o.status",
      "o.success_rate",
      "o.is_fake",
      "o.details",
      "o.turn_number",
      "o.created_at",
      "c.username as caster_name",
      "t.username as target_name",
    ])
    .where("o.galaxy_id", "=", galaxyId)
    .where((eb) =>
      eb.or([
        eb.and([eb("o.caster_id", "=", playerId), eb("o.is_fake", "=", 0)]),
        // plant_false_info hides itself: its target sees only the fake operation it wrote.
        eb.and([
          eb("o.target_id", "=", playerId),
          eb.or([eb("o.is_fake", "=", 1), eb("o.operation_type", "!=", "plant_false_info")]),
        ]),
      ]),
    )
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(limit)
    .execute();

/** A caster's successful Find Targets (planets) after a turn, with the target's name, newest first. */
export const listRecentPlanetLists = (db: Queryable, galaxyId: string, casterId: string, afterTurn: number) =>
  db
    .selectFrom("operation_records as o")
    .innerJoin("players as t", (j) => j.onRef("t.galaxy_id", "=", "o.galaxy_id").onRef("t.id", "=", "o.target_id"))
    .select(["o.id", "o.target_id", "o.details", "o.turn_number", "t.username"])
    .where("o.galaxy_id", "=", galaxyId)
    .where("o.caster_id", "=", casterId)
    .where("o.operation_type", "=", "find_targets_planet")
    .where("o.status", "=", "success")
    .where("o.turn_number", ">", afterTurn)
    .orderBy("o.turn_number", "desc")
    .orderBy("o.created_at", "desc")
    .execute();

/** A real (not planted-fake) operation the caster ran on the target since a time, if any. */
export const findRecentHostileOperation = (
  db: Queryable,
  galaxyId: string,
  casterId: string,
  targetId: string,
  since: number,
) =>
  db
    .selectFrom("operation_records")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("caster_id", "=", casterId)
    .where("target_id", "=", targetId)
    .where("is_fake", "=", 0)
    .where("created_at", ">", since)
    .executeTakeFirst();

/** Records an operation (the Empire Log and the intel overlay read these). */
export const insertOperationRecord = async (db: Queryable, row: Insertable<OperationRecordsTable>): Promise<void> => {
  await db.insertInto("operation_records").values(row).execute();
};
