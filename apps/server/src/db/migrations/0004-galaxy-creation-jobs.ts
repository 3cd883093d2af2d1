import type { Kysely } from "kysely";

// Frozen: see 0001. Galaxy creation runs in the background; a job row is its durable record.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("galaxy_creation_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("galaxy_name", "text", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress_percent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("progress_message", "text")
    .addColumn("total_systems", "integer")
    .addColumn("total_planets", "integer")
    .addColumn("error_message", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("started_at", "bigint")
    .addColumn("completed_at", "bigint")
    .execute();
  await db.schema
    .createIndex("galaxy_jobs_user_idx")
    .on("galaxy_creation_jobs")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("galaxy_jobs_status_idx")
    .on("galaxy_creation_jobs")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("galaxy_creation_jobs").execute();
}
