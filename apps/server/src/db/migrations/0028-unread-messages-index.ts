import type { Kysely } from "kysely";

// Frozen once released. Every signed-in player's top bar asks for their unread messages every 30 s. The private
// part counts messages to the reader by sender, and with no index in that order SQLite walked the sender index over
// every message of the galaxy to save the grouping's sort (17 ms a poll with 50,000 messages in the galaxy, 2 ms in
// this index, most of it the family channel's own count).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("messages_recipient_sender_idx")
    .on("messages")
    .columns(["galaxy_id", "recipient_id", "sender_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("messages_recipient_sender_idx").execute();
}
