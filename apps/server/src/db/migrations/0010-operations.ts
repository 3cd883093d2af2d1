import type { Kysely } from "kysely";

// Frozen: see 0001. Covert operations and spells (rules.md 14, docs/operations-and-spells.md).
// - operation_records: one row per cast, for the Empire Log of both caster and target. `is_fake` marks
//   the failed operation plant_false_info writes into the target's log with the framed player as caster
//   (the framed player does not see it). `details` is JSON: unitCount, intelData, resultData.
// - active_effects: duration effects (no_fear, space_amazement, generate_false_info, infiltrate,
//   reduced_food_production, electric_storms, octarine_hurricane) on the affected player; a stacking
//   effect keeps one row whose `intensity` counts the stacks. The flip decrements `duration_turns`
//   and deletes rows that reach 0.
// - planted_operations: nuke_planted and hypnotize on a planet, waiting for the caster's trigger;
//   the flip deletes them 48 turns after `started_turn`.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("operation_records")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("caster_id", "text", (c) => c.notNull())
    .addColumn("target_id", "text")
    .addColumn("target_planet_id", "text")
    .addColumn("operation_type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("success_rate", "double precision", (c) => c.notNull())
    .addColumn("is_fake", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("turn_number", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("operation_records_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("operation_records_caster_idx")
    .on("operation_records")
    .columns(["galaxy_id", "caster_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("operation_records_target_idx")
    .on("operation_records")
    .columns(["galaxy_id", "target_id", "created_at"])
    .execute();

  await db.schema
    .createTable("active_effects")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("affected_player_id", "text", (c) => c.notNull())
    .addColumn("source_player_id", "text")
    .addColumn("effect_type", "text", (c) => c.notNull())
    .addColumn("started_turn", "integer", (c) => c.notNull())
    .addColumn("duration_turns", "integer", (c) => c.notNull())
    .addColumn("intensity", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("active_effects_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("active_effects_affected_idx")
    .on("active_effects")
    .columns(["galaxy_id", "affected_player_id", "effect_type"])
    .execute();

  await db.schema
    .createTable("planted_operations")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("effect_type", "text", (c) => c.notNull())
    .addColumn("caster_id", "text", (c) => c.notNull())
    .addColumn("affected_player_id", "text", (c) => c.notNull())
    .addColumn("planet_id", "text", (c) => c.notNull())
    .addColumn("started_turn", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("planted_operations_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("planted_operations_caster_idx")
    .on("planted_operations")
    .columns(["galaxy_id", "caster_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("planted_operations").execute();
  await db.schema.dropTable("active_effects").execute();
  await db.schema.dropTable("operation_records").execute();
}
