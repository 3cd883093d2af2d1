import type { Kysely } from "kysely";

// Frozen once released. Issue 15: a notice carries its text as a code and parameters (JSON), rendered in the
// recipient account's language when it is sent; `title` and `body` keep its English. Notices written before
// have no code (null) and are sent with the English they were stored with.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_outbox").addColumn("text_code", "text").execute();
  await db.schema.alterTable("notification_outbox").addColumn("text_params", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_outbox").dropColumn("text_params").execute();
  await db.schema.alterTable("notification_outbox").dropColumn("text_code").execute();
}
