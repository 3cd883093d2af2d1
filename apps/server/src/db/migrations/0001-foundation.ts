import type { Kysely } from "kysely";

// Frozen: a migration never imports application code, so it means the same thing forever.
// Column types chosen to behave alike on SQLite and PostgreSQL: bigint for counts and epoch-ms
// times, double precision for fractions, integer 0/1 for flags, text for JSON.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addUniqueConstraint("users_identity_unique", ["issuer", "subject"])
    .execute();

  await db.schema
    .createTable("galaxies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("shard_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("owner_id", "text")
    .addColumn("is_private", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seed", "text", (c) => c.notNull())
    .addColumn("grid_width", "integer", (c) => c.notNull())
    .addColumn("grid_height", "integer", (c) => c.notNull())
    .addColumn("family_count", "integer", (c) => c.notNull())
    .addColumn("planets_per_home_system", "integer", (c) => c.notNull())
    .addColumn("planets_per_neutral_system", "integer", (c) => c.notNull())
    .addColumn("max_players_per_family", "integer", (c) => c.notNull())
    .addColumn("system_density", "double precision", (c) => c.notNull())
    .addColumn("turn_length_minutes", "integer", (c) => c.notNull())
    .addColumn("npc_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("npc_difficulty", "text", (c) => c.notNull().defaultTo("medium"))
    .addColumn("current_turn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_turn_at", "bigint", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("galaxy_invitations")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("invited_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("galaxy_invitations_pk", ["galaxy_id", "user_id"])
    .execute();

  await db.schema
    .createTable("families")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("home_x", "integer", (c) => c.notNull())
    .addColumn("home_y", "integer", (c) => c.notNull())
    .addColumn("leader_id", "text")
    .addPrimaryKeyConstraint("families_pk", ["galaxy_id", "id"])
    .execute();

  await db.schema
    .createTable("systems")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("x", "integer", (c) => c.notNull())
    .addColumn("y", "integer", (c) => c.notNull())
    .addColumn("system_type", "text", (c) => c.notNull())
    .addColumn("planet_count", "integer", (c) => c.notNull())
    .addColumn("family_id", "text")
    .addPrimaryKeyConstraint("systems_pk", ["galaxy_id", "x", "y"])
    .execute();

  await db.schema
    .createTable("planets")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("x", "integer", (c) => c.notNull())
    .addColumn("y", "integer", (c) => c.notNull())
    .addColumn("idx", "integer", (c) => c.notNull())
    .addColumn("planet_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("is_home_slot", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_home_world", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("family_id", "text")
    .addColumn("owner_id", "text")
    .addColumn("population", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("bonus_type", "text")
    .addColumn("bonus_multiplier", "double precision")
    .addColumn("claimed_at", "bigint")
    .addPrimaryKeyConstraint("planets_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema.createIndex("planets_owner_idx").on("planets").columns(["galaxy_id", "owner_id"]).execute();
  await db.schema.createIndex("planets_system_idx").on("planets").columns(["galaxy_id", "x", "y"]).execute();

  await db.schema
    .createTable("planet_buildings")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("planet_id", "text", (c) => c.notNull())
    .addColumn("building_type", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("planet_buildings_pk", ["galaxy_id", "planet_id", "building_type"])
    .execute();

  await db.schema
    .createTable("players")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("race", "text", (c) => c.notNull())
    .addColumn("family_id", "text")
    .addColumn("family_role", "text", (c) => c.notNull().defaultTo("member"))
    .addColumn("voted_for", "text")
    .addColumn("is_npc", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("credits", "bigint", (c) => c.notNull())
    .addColumn("food", "bigint", (c) => c.notNull())
    .addColumn("iron", "bigint", (c) => c.notNull())
    .addColumn("endurium", "bigint", (c) => c.notNull())
    .addColumn("octarine", "bigint", (c) => c.notNull())
    .addColumn("morale", "double precision", (c) => c.notNull().defaultTo(1))
    .addColumn("networth", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("research_points", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("protected_until_turn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("players_pk", ["galaxy_id", "id"])
    // One empire per user per galaxy, and unique empire names: enforced by the database, not just checked.
    .addUniqueConstraint("players_user_unique", ["galaxy_id", "user_id"])
    .addUniqueConstraint("players_name_unique", ["galaxy_id", "name_key"])
    .execute();
  await db.schema.createIndex("players_user_idx").on("players").column("user_id").execute();

  await db.schema
    .createTable("fleets")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_home", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("action", "text")
    .addColumn("soldiers", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("droids", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("fighters", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("bombers", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("lasers", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("wizards", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("agents", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("explorers", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("home_planet_id", "text")
    .addColumn("source_planet_id", "text")
    .addColumn("target_planet_id", "text")
    .addColumn("stationed_planet_id", "text")
    .addColumn("started_at", "bigint")
    .addColumn("arrives_at", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("fleets_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema.createIndex("fleets_player_idx").on("fleets").columns(["galaxy_id", "player_id"]).execute();

  await db.schema
    .createTable("events")
    .addColumn("galaxy_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("player_id", "text")
    .addColumn("family_id", "text")
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("turn_number", "integer", (c) => c.notNull())
    .addColumn("is_public", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("events_pk", ["galaxy_id", "id"])
    .execute();
  await db.schema
    .createIndex("events_player_idx")
    .on("events")
    .columns(["galaxy_id", "player_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("events_public_idx")
    .on("events")
    .columns(["galaxy_id", "is_public", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "events",
    "fleets",
    "players",
    "planet_buildings",
    "planets",
    "systems",
    "families",
    "galaxy_invitations",
    "galaxies",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
