import type { Kysely } from "kysely";

// Frozen: see 0001. The event feeds read the newest 50 of one player's (or the galaxy's public) events in
// turn order. The 0001 indexes end in created_at, so every read sorted all of the player's events: a feed
// got slower with every trade and flip (bench:http, /events: a few hundred requests per second after a few
// thousand events). These indexes give the rows in the feed's own order, so a read stops after 50.
// building_jobs_player_state_idx: the planets list and every build order sum a player's jobs in progress; the
// 0001 index led through all of the player's jobs ever ordered, completed ones included.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("events_player_feed_idx")
    .on("events")
    .columns(["galaxy_id", "player_id", "turn_number", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("events_public_feed_idx")
    .on("events")
    .columns(["galaxy_id", "is_public", "turn_number", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("building_jobs_player_state_idx")
    .on("building_jobs")
    .columns(["galaxy_id", "player_id", "state", "planet_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("building_jobs_player_state_idx").execute();
  await db.schema.dropIndex("events_public_feed_idx").execute();
  await db.schema.dropIndex("events_player_feed_idx").execute();
}
