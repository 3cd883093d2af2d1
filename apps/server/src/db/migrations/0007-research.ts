import { sql, type Kysely } from "kysely";

// Frozen: see 0001. Research (rules.md 8) lives on the player row: the credits deposited in all and still
// to be released, the points of each of the five fields and the allocation in percent. `research_points`
// stays the total (networth counts it). Points earned before this migration are spread evenly over the
// fields, the remainder to military, so every field total still adds up to `research_points`.

const FIELDS = ["military", "welfare", "economy", "construction", "resources"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("players")
    .addColumn("research_invested", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("players")
    .addColumn("research_remaining", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const field of FIELDS) {
    await db.schema
      .alterTable("players")
      .addColumn(`rp_${field}`, "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("players")
      .addColumn(`alloc_${field}`, "double precision", (c) => c.notNull().defaultTo(20))
      .execute();
  }
  await sql`update players set
      rp_military = research_points - 4 * (research_points / 5),
      rp_welfare = research_points / 5,
      rp_economy = research_points / 5,
      rp_construction = research_points / 5,
      rp_resources = research_points / 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const field of FIELDS) {
    await db.schema.alterTable("players").dropColumn(`rp_${field}`).execute();
    await db.schema.alterTable("players").dropColumn(`alloc_${field}`).execute();
  }
  await db.schema.alterTable("players").dropColumn("research_remaining").execute();
  await db.schema.alterTable("players").dropColumn("research_invested").execute();
}
