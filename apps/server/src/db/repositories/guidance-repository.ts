import type { Queryable } from "../database.ts";
import type { PlanetRow } from "./planets-repository.ts";

// What the advisor reads (issue 18): the player's planets, its explorers on the way, a planet in full.
// Its targets (free planets, neighbours) are in advisor-targets-repository.ts.

export const ownedPlanetRows = async (db: Queryable, galaxyId: string, playerId: string): Promise<PlanetRow[]> =>
  db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", playerId)
    .orderBy("is_home_world", "desc")
    .orderBy("id")
    .execute();

/** Explorers ordered and not finished yet. */
export const explorersInBuild = async (db: Queryable, galaxyId: string, playerId: string): Promise<number> => {
  const row = await db
    .selectFrom("unit_jobs")
    .select((eb) => eb.fn.sum<number>("quantity").as("n"))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("unit_type", "=", "explorer")
    .where("state", "=", "in_progress")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** Exploration fleets on their way. */
export const explorationsUnderway = async (db: Queryable, galaxyId: string, playerId: string): Promise<number> => {
  const row = await db
    .selectFrom("fleets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("action", "=", "exploration")
    .where("status", "=", "traveling")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const findPlanetRow = async (db: Queryable, galaxyId: string, planetId: string): Promise<PlanetRow | null> =>
  (await db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .executeTakeFirst()) ?? null;
