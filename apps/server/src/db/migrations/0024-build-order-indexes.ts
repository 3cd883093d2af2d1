import type { Kysely } from "kysely";

// Frozen once released. Two reads of every build order (h-perf):
// - the portals in progress on the ordered planets (galaxy, type, state, planets) found them through
//   building_jobs_due_idx, i.e. by reading every job in progress of the whole galaxy;
// - a player's jobs in progress summed per planet (also the planets list) read each job's row for its quantity.
// Both now read an index only, in the order they group by.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("building_jobs_type_state_planet_idx")
    .on("building_jobs")
    .columns(["galaxy_id", "building_type", "state", "planet_id", "quantity"])
    .execute();
  await db.schema.dropIndex("building_jobs_player_state_idx").execute();
  await db.schema
    .createIndex("building_jobs_player_state_idx")
    .on("building_jobs")
    .columns(["galaxy_id", "player_id", "state", "planet_id", "quantity"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("building_jobs_player_state_idx").execute();
  await db.schema
    .createIndex("building_jobs_player_state_idx")
    .on("building_jobs")
    .columns(["galaxy_id", "player_id", "state", "planet_id"])
    .execute();
  await db.schema.dropIndex("building_jobs_type_state_planet_idx").execute();
}
