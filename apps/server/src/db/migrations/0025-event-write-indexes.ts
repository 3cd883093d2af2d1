import type { Kysely } from "kysely";

// Frozen once released. Every event written updates each index of the events table, and each index is one more
// page a commit writes (h-writes: a market buy's commit cost about 35 µs less without these two). Both are
// 0001's, from before the feed indexes of 0016:
// - events_public_idx (galaxy, is_public, created_at): every read of public events orders by turn first and
//   uses events_public_feed_idx;
// - events_player_idx (galaxy, player, created_at): its last reader (an infiltration's newest events) now reads
//   in the feed's order (turn, time, id), i.e. events_player_feed_idx.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("events_public_idx").execute();
  await db.schema.dropIndex("events_player_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("events_player_idx")
    .on("events")
    .columns(["galaxy_id", "player_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("events_public_idx")
    .on("events")
    .columns(["galaxy_id", "is_public", "created_at"])
    .execute();
}
