import type { Kysely } from "kysely";

// Frozen: see 0001. Reaching players who are away (issue 19, docs/notifications.md).
// - notification_settings: one row per user, created on first sight (last_seen_at) or first save (saved = 1).
//   `events` is JSON of the seven kinds. The address counts only once `email_confirmed` = 1.
// - push_subscriptions: one browser's Web Push endpoint and keys; the endpoint is unique across users.
// - notification_outbox: one row per notice, written in the transaction of what it reports; the sender
//   drains it after commit. push_state/email_state move pending -> done; *_next_at defers (quiet hours).
// - push_deliveries: the idempotency record, one row per (notice, subscription). A row is claimed
//   ('sending') before the request goes out and never re-sent from that state: at most once, even
//   across a crash or restart.
// - server_secrets: the VAPID key pair and the mail-link signing key, generated once and kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notification_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("saved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("web_push", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_address", "text")
    .addColumn("email_confirmed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("quiet_from", "text")
    .addColumn("quiet_to", "text")
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("last_digest_at", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("endpoint", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user_idx").on("push_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("notification_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("galaxy_id", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("push_state", "text", (c) => c.notNull())
    .addColumn("push_next_at", "bigint", (c) => c.notNull())
    .addColumn("email_state", "text", (c) => c.notNull())
    .addColumn("email_next_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("notification_outbox_push_idx")
    .on("notification_outbox")
    .columns(["push_state", "push_next_at"])
    .execute();
  await db.schema
    .createIndex("notification_outbox_email_idx")
    .on("notification_outbox")
    .columns(["email_state", "email_next_at"])
    .execute();
  await db.schema
    .createIndex("notification_outbox_user_idx")
    .on("notification_outbox")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("push_deliveries")
    .addColumn("outbox_id", "text", (c) => c.notNull())
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("push_deliveries_pk", ["outbox_id", "endpoint"])
    .execute();
  await db.schema.createIndex("push_deliveries_due_idx").on("push_deliveries").columns(["status", "next_at"]).execute();

  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "server_secrets",
    "push_deliveries",
    "notification_outbox",
    "push_subscriptions",
    "notification_settings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
