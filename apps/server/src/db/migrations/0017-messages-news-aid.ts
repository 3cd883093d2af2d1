import type { Kysely } from "kysely";

// Frozen: see 0001. Families that talk and help (issue 17, docs/messages.md, docs/family-aid.md).
// - messages: `channel` is 'family' (family_id set, recipient_id null) or 'direct' (recipient_id set and
//   pair_key the two player ids sorted and joined with '|', so one index finds a conversation both ways).
//   Pages and read marks order by (created_at, id).
// - message_reads: how far a player has read a channel ('family:{familyId}' or 'direct:{otherPlayerId}').
// - message_blocks, message_reports, message_mutes: blocking between players, reports for operators,
//   operator mutes (muted_until epoch ms, null for good).
// - news: public headlines of a galaxy; subject_id is the empire a headline is about, when one is.
// - aid_shipments: family aid, for its caps (cooldown, no relay, receiver window) and for the record.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("messages")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("family_id", "text")
    .addColumn("sender_id", "text", (c) => c.notNull())
    .addColumn("recipient_id", "text")
    .addColumn("pair_key", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("messages_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("messages_family_idx")
    .on("messages")
    .columns(["galaxy_id", "family_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("messages_pair_idx")
    .on("messages")
    .columns(["galaxy_id", "pair_key", "created_at"])
    .execute();
  await db.schema
    .createIndex("messages_sender_idx")
    .on("messages")
    .columns(["galaxy_id", "sender_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("messages_recipient_idx")
    .on("messages")
    .columns(["galaxy_id", "recipient_id", "created_at"])
    .execute();

  await db.schema
    .createTable("message_reads")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("channel_key", "text", (c) => c.notNull())
    .addColumn("read_at", "bigint", (c) => c.notNull())
    .addColumn("read_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("message_reads_pk", ["galaxy_id", "player_id", "channel_key"])
    .execute();

  await db.schema
    .createTable("message_blocks")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("blocker_id", "text", (c) => c.notNull())
    .addColumn("blocked_id", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("message_blocks_pk", ["galaxy_id", "blocker_id", "blocked_id"])
    .execute();

  await db.schema
    .createTable("message_reports")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) => c.notNull())
    .addColumn("reporter_id", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("message_reports_pk", ["galaxy_id", "id"])
    .addUniqueConstraint("message_reports_once", ["galaxy_id", "message_id", "reporter_id"])
    .execute();

  await db.schema
    .createTable("message_mutes")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("muted_until", "bigint")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("message_mutes_pk", ["galaxy_id", "player_id"])
    .execute();

  await db.schema
    .createTable("news")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("headline", "text", (c) => c.notNull())
    .addColumn("subject_id", "text")
    .addColumn("turn_number", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("news_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema.createIndex("news_time_idx").on("news").columns(["galaxy_id", "created_at"]).execute();

  await db.schema
    .createTable("aid_shipments")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("sender_id", "text", (c) => c.notNull())
    .addColumn("receiver_id", "text", (c) => c.notNull())
    .addColumn("credits", "bigint", (c) => c.notNull())
    .addColumn("food", "bigint", (c) => c.notNull())
    .addColumn("iron", "bigint", (c) => c.notNull())
    .addColumn("endurium", "bigint", (c) => c.notNull())
    .addColumn("octarine", "bigint", (c) => c.notNull())
    .addColumn("worth", "bigint", (c) => c.notNull())
    .addColumn("turn_number", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("aid_shipments_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("aid_sender_idx")
    .on("aid_shipments")
    .columns(["galaxy_id", "sender_id", "turn_number"])
    .execute();
  await db.schema
    .createIndex("aid_receiver_idx")
    .on("aid_shipments")
    .columns(["galaxy_id", "receiver_id", "turn_number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "aid_shipments",
    "news",
    "message_mutes",
    "message_reports",
    "message_blocks",
    "message_reads",
    "messages",
  ])
    await db.schema.dropTable(table).execute();
}
