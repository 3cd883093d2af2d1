import type { Kysely } from "kysely";

// Frozen: see 0001. Jobs keep wall-clock times aligned to turn flips (rules.md 3.1).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("building_jobs")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("planet_id", "text", (c) => c.notNull())
    .addColumn("building_type", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("completes_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("building_jobs_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("building_jobs_due_idx")
    .on("building_jobs")
    .columns(["galaxy_id", "state", "completes_at"])
    .execute();
  await db.schema
    .createIndex("building_jobs_player_idx")
    .on("building_jobs")
    .columns(["galaxy_id", "player_id", "started_at"])
    .execute();

  await db.schema
    .createTable("unit_jobs")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("fleet_id", "text", (c) => c.notNull())
    .addColumn("unit_type", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("completes_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("unit_jobs_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("unit_jobs_due_idx")
    .on("unit_jobs")
    .columns(["galaxy_id", "state", "completes_at"])
    .execute();
  await db.schema
    .createIndex("unit_jobs_player_idx")
    .on("unit_jobs")
    .columns(["galaxy_id", "player_id", "started_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("unit_jobs").execute();
  await db.schema.dropTable("building_jobs").execute();
}
