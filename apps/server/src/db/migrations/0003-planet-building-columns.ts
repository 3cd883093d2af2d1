import { sql, type Kysely } from "kysely";

// Frozen: see 0001. Building counts move from one row per (planet, type) into one column per type on
// the planet row. The ten types are a closed set, and a flip reads and writes every owned planet: one
// row per planet instead of four to ten makes a 50,000-planet flip several times cheaper.
const TYPES = [
  "cash_factory",
  "farm",
  "mine",
  "refinery",
  "occult_center",
  "research_center",
  "living_quarters",
  "laser",
  "tax_office",
  "portal",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const type of TYPES) {
    await db.schema
      .alterTable("planets")
      .addColumn(type, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update planets set ${sql.ref(type)} = coalesce((
        select b.count from planet_buildings b
        where b.galaxy_id = planets.galaxy_id and b.planet_id = planets.id and b.building_type = ${type}
      ), 0)`.execute(db);
  }
  await db.schema.dropTable("planet_buildings").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("planet_buildings")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("planet_id", "text", (c) => c.notNull())
    .addColumn("building_type", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("planet_buildings_pk", ["galaxy_id", "planet_id", "building_type"])
    .execute();
  for (const type of TYPES) {
    await sql`insert into planet_buildings (galaxy_id, planet_id, building_type, count)
      select galaxy_id, id, ${type}, ${sql.ref(type)} from planets where ${sql.ref(type)} > 0`.execute(db);
    await db.schema.alterTable("planets").dropColumn(type).execute();
  }
}
