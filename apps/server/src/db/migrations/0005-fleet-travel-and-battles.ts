import type { Kysely } from "kysely";

// Frozen: see 0001. Fleets remember the portal they left from, the fleet a reinforcement merges into and
// their trip length; battle reports are kept whole (the report is what players read) with the keys to find them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("fleets").addColumn("portal_planet_id", "text").execute();
  await db.schema.alterTable("fleets").addColumn("merge_into_fleet_id", "text").execute();
  await db.schema.alterTable("fleets").addColumn("travel_seconds", "bigint").execute();
  await db.schema
    .createIndex("fleets_arrival_idx")
    .on("fleets")
    .columns(["galaxy_id", "status", "arrives_at"])
    .execute();

  await db.schema
    .createTable("battle_reports")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("attacker_id", "text", (c) => c.notNull())
    .addColumn("defender_id", "text", (c) => c.notNull())
    .addColumn("attacker_family_id", "text")
    .addColumn("defender_family_id", "text")
    .addColumn("planet_id", "text", (c) => c.notNull())
    .addColumn("turn_number", "integer", (c) => c.notNull())
    .addColumn("report", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("battle_reports_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("battle_reports_attacker_idx")
    .on("battle_reports")
    .columns(["galaxy_id", "attacker_id", "turn_number"])
    .execute();
  await db.schema
    .createIndex("battle_reports_defender_idx")
    .on("battle_reports")
    .columns(["galaxy_id", "defender_id", "turn_number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("battle_reports").execute();
  await db.schema.dropIndex("fleets_arrival_idx").execute();
  for (const column of ["travel_seconds", "merge_into_fleet_id", "portal_planet_id"]) {
    await db.schema.alterTable("fleets").dropColumn(column).execute();
  }
}
