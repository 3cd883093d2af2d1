import type { Kysely } from "kysely";

// Frozen once released. Issue 18 ("while you were away"): each flip records every player's stocks before and
// after its economy, so the away summary can say what the turns gained and what was spent between them.

const RESOURCES = ["credits", "food", "iron", "endurium", "octarine"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable("resource_ledger")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("turn_number", "integer", (c) => c.notNull());
  for (const r of RESOURCES) {
    table = table
      .addColumn(`before_${r}`, "bigint", (c) => c.notNull())
      .addColumn(`after_${r}`, "bigint", (c) => c.notNull());
  }
  await table.addPrimaryKeyConstraint("resource_ledger_pk", ["galaxy_id", "player_id", "turn_number"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("resource_ledger").execute();
}
