import type { Kysely } from "kysely";

// Frozen once released. The news are read newest first (turn, then time, then id: an operator's advance-turn stamps
// flips with their scheduled, future time), by every dashboard after every flip, but 0017's only index orders them
// by time alone: each read sorted all of a galaxy's news, which only grow (7 ms a read with 20,000 of them on
// SQLite, 32 µs in these indexes' order). The kind's index serves the latest headline of a kind and "was this
// written lately about this empire", both asked while a flip writes its headlines.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("news_feed_idx")
    .on("news")
    .columns(["galaxy_id", "turn_number", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("news_kind_idx")
    .on("news")
    .columns(["galaxy_id", "kind", "turn_number", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("news_time_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("news_time_idx").on("news").columns(["galaxy_id", "created_at"]).execute();
  await db.schema.dropIndex("news_kind_idx").execute();
  await db.schema.dropIndex("news_feed_idx").execute();
}
