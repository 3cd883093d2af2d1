import type { Insertable, Updateable } from "kysely";
import { FORCE_FIELD_DELAY_TURNS, FORCE_FIELD_TURNS } from "@nova/rules";
import type { Queryable } from "../database.ts";
import type { ActiveEffectsTable, PlantedOperationsTable } from "../schema.ts";

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

/** The effects active on an empire, but one hidden type, oldest first. */
export const listEffectsOn = (db: Queryable, galaxyId: string, playerId: string, exceptType: string) =>
  db
    .selectFrom("active_effects")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("affected_player_id", "=", playerId)
    .where("effect_type", "!=", exceptType)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** A caster's planted operations of the given types with their targets' names, oldest first. */
export const listPlantedBy = (db: Queryable, galaxyId: string, casterId: string, types: readonly string[]) =>
  db
    .selectFrom("planted_operations as o")
    .leftJoin("players as p", (j) =>
      j.onRef("p.galaxy_id", "=", "o.galaxy_id").onRef("p.id", "=", "o.affected_player_id"),
    )
    .select(["o.id", "o.effect_type", "o.affected_player_id", "o.planet_id", "o.started_turn", "p.username"])
    .where("o.galaxy_id", "=", galaxyId)
    .where("o.caster_id", "=", casterId)
    .where("o.effect_type", "in", [...types])
    .orderBy("o.created_at")
    .orderBy("o.id")
    .execute();

/** One of a caster's planted operations of the given types, if any. */
export const findPlantedBy = (
  db: Queryable,
  galaxyId: string,
  id: string,
  casterId: string,
  types: readonly string[],
) =>
  db
    .selectFrom("planted_operations")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", id)
    .where("caster_id", "=", casterId)
    .where("effect_type", "in", [...types])
    .executeTakeFirst();

/** Removes a planted operation (it triggers once); false when another request took it first. */
export const deletePlanted = async (db: Queryable, galaxyId: string, id: string): Promise<boolean> =>
  Number(
    (
      await db
        .deleteFrom("planted_operations")
        .where("galaxy_id", "=", galaxyId)
        .where("id", "=", id)
        .executeTakeFirst()
    ).numDeletedRows,
  ) === 1;

/** An effect of one type a source put on an empire, if any. */
export const findEffectFrom = (db: Queryable, galaxyId: string, affectedId: string, type: string, sourceId: string) =>
  db
    .selectFrom("active_effects")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("affected_player_id", "=", affectedId)
    .where("effect_type", "=", type)
    .where("source_player_id", "=", sourceId)
    .executeTakeFirst();

/** Removes one effect. */
export const deleteEffect = (db: Queryable, galaxyId: string, id: string) =>
  db.deleteFrom("active_effects").where("galaxy_id", "=", galaxyId).where("id", "=", id).execute();

/** The effect of one type on an empire (from one source, when given), if any. */
export const findEffectOfType = (
  db: Queryable,
  galaxyId: string,
  affectedId: string,
  effectType: string,
  sourceId: string | null,
) => {
  let q = db
    .selectFrom("active_effects")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("affected_player_id", "=", affectedId)
    .where("effect_type", "=", effectType);
  if (sourceId !== null) q = q.where("source_player_id", "=", sourceId);
  return q.executeTakeFirst();
};

/** Changes a running effect (a new stack refreshes its turns). */
export const updateEffect = async (
  db: Queryable,
  galaxyId: string,
  id: string,
  changes: Updateable<ActiveEffectsTable>,
): Promise<void> => {
  await db.updateTable("active_effects").set(changes).where("galaxy_id", "=", galaxyId).where("id", "=", id).execute();
};

export const insertEffect = async (db: Queryable, row: Insertable<ActiveEffectsTable>): Promise<void> => {
  await db.insertInto("active_effects").values(row).execute();
};

export const insertPlanted = async (db: Queryable, row: Insertable<PlantedOperationsTable>): Promise<void> => {
  await db.insertInto("planted_operations").values(row).execute();
};
