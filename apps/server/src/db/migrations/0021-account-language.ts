import type { Kysely } from "kysely";

// Frozen once released. Issue 15: the language an account chose, so every device it signs in from speaks it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_language")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_language").execute();
}
