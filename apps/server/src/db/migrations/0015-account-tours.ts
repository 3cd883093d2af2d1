import type { Kysely } from "kysely";

// Frozen once released. Issue 18: the first-visit tours an account has finished or dismissed, so they stay away on
// every device the account signs in from.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_tours")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("tour", "text", (c) => c.notNull())
    .addColumn("done_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("account_tours_pk", ["user_id", "tour"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_tours").execute();
}
