import type { Kysely } from "kysely";

// Frozen once released. Issue 12: the advisor's targets (the nearest free planet to explore and the nearest rival
// to spy on) for every empire, computed by the turn worker after each flip (docs/turn-worker.md), so an advice
// request reads one row instead of every planet of the galaxy. `turn` is the galaxy's turn they were computed at;
// `planets_key` names the empire's planets then (a row for another turn or other planets is not used).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("advisor_targets")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("turn", "integer", (c) => c.notNull())
    .addColumn("planets_key", "text", (c) => c.notNull())
    .addColumn("free_planet_id", "text")
    .addColumn("rival_id", "text")
    .addPrimaryKeyConstraint("advisor_targets_pk", ["galaxy_id", "player_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("advisor_targets").execute();
}
