import { sql, type Kysely } from "kysely";

// Frozen: see 0001. Rounds (docs/rounds.md). Every galaxy is one round: its number, status (signup, running,
// ended), start, last turn (`end_turn`, moved by the operator's extend-round and end-round), the length chosen at
// creation (`round_length`, what a recurring galaxy's next round gets) and, for a recurring galaxy, the first round's id and name (so the
// next round's names never chain) and the link to the next round. Existing galaxies become round 1,
// running since their creation, ending at turn 1,000 or, when they are already near or past it, 288 turns
// from now; galaxies already marked ended become ended rounds whose results the next start freezes from their
// standings as they are. The final standings are frozen in their own tables, never recomputed.

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, "integer" | "bigint" | "text", unknown][] = [
    ["round_number", "integer", 1],
    ["round_status", "text", "running"],
    ["round_started_at", "bigint", 0],
    ["end_turn", "integer", 1000],
    ["round_length", "integer", 1000],
    ["recurring", "integer", 0],
    ["base_galaxy_id", "text", ""],
    ["base_name", "text", ""],
  ];
  for (const [name, type, value] of columns) {
    await db.schema
      .alterTable("galaxies")
      .addColumn(name, type, (c) => c.notNull().defaultTo(value))
      .execute();
  }
  for (const [name, type] of [
    ["signup_ends_at", "bigint"],
    ["round_ended_at", "bigint"],
    ["results_frozen_at", "bigint"],
    ["next_galaxy_id", "text"],
    ["previous_galaxy_id", "text"],
  ] as const) {
    await db.schema.alterTable("galaxies").addColumn(name, type).execute();
  }
  await sql`update galaxies set
      round_started_at = created_at,
      base_galaxy_id = id,
      base_name = name,
      end_turn = case when current_turn + 288 > 1000 then current_turn + 288 else 1000 end`.execute(db);
  await sql`update galaxies set round_length = end_turn`.execute(db);
  await sql`update galaxies set round_status = 'ended', round_ended_at = next_turn_at, end_turn = current_turn
      where status = 'ended'`.execute(db);

  await db.schema
    .createTable("round_player_results")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("empire_name", "text", (c) => c.notNull())
    .addColumn("race", "text", (c) => c.notNull())
    .addColumn("family_id", "text")
    .addColumn("family_name", "text")
    .addColumn("is_npc", "integer", (c) => c.notNull())
    .addColumn("networth", "bigint", (c) => c.notNull())
    .addColumn("planets", "integer", (c) => c.notNull())
    .addColumn("battles_won", "integer", (c) => c.notNull())
    .addColumn("planets_captured", "integer", (c) => c.notNull())
    .addColumn("successful_operations", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("round_player_results_pk", ["galaxy_id", "player_id"])
    .execute();
  await db.schema.createIndex("round_player_results_user_idx").on("round_player_results").column("user_id").execute();
  await db.schema
    .createTable("round_family_results")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("family_id", "text", (c) => c.notNull())
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("networth", "bigint", (c) => c.notNull())
    .addColumn("planets", "integer", (c) => c.notNull())
    .addColumn("members", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("round_family_results_pk", ["galaxy_id", "family_id"])
    .execute();
  await db.schema
    .createTable("round_awards")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("award", "text", (c) => c.notNull())
    .addColumn("player_id", "text")
    .addColumn("family_id", "text")
    .addColumn("value", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("round_awards_pk", ["galaxy_id", "award"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("round_awards").execute();
  await db.schema.dropTable("round_family_results").execute();
  await db.schema.dropTable("round_player_results").execute();
  for (const name of [
    "round_number",
    "round_status",
    "round_started_at",
    "end_turn",
    "round_length",
    "recurring",
    "base_galaxy_id",
    "base_name",
    "signup_ends_at",
    "round_ended_at",
    "results_frozen_at",
    "next_galaxy_id",
    "previous_galaxy_id",
  ]) {
    await db.schema.alterTable("galaxies").dropColumn(name).execute();
  }
}
