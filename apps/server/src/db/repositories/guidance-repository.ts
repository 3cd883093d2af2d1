import type { Queryable } from "../database.ts";
import type { PlanetRow } from "./planets-repository.ts";

// What the advisor reads (issue 18): the player's planets, free planets, explorers on the way, the neighbours.

export const ownedPlanetRows = async (db: Queryable, galaxyId: string, playerId: string): Promise<PlanetRow[]> =>
  db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", playerId)
    .orderBy("is_home_world", "desc")
    .orderBy("id")
    .execute();

/** Planets nobody owns outside the family home systems (those are claimed only by registering). */
export const explorablePlanets = async (
  db: Queryable,
  galaxyId: string,
): Promise<{ id: string; x: number; y: number }[]> =>
  db
    .selectFrom("planets")
    .select(["id", "x", "y"])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "is", null)
    .where("is_home_slot", "=", 0)
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

/** Every other empire's planets (id, owner, place, home world or not), for picking the nearest neighbour. */
export const otherEmpiresPlanets = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
): Promise<{ id: string; owner_id: string; x: number; y: number; is_home_world: number }[]> =>
  (await db
    .selectFrom("planets")
    .select(["id", "owner_id", "x", "y", "is_home_world"])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "is not", null)
    .where("owner_id", "!=", playerId)
    .orderBy("id")
    .execute()) as { id: string; owner_id: string; x: number; y: number; is_home_world: number }[];

/**
 * The empires a player may spy on: not the player, not of its family (when it has one), past their new-player
 * protection at `currentTurn`.
 */
export const rivalsOf = async (
  db: Queryable,
  galaxyId: string,
  player: { readonly id: string; readonly family_id: string | null },
  currentTurn: number,
): Promise<{ id: string; username: string }[]> => {
  let query = db
    .selectFrom("players")
    .select(["id", "username"])
    .where("galaxy_id", "=", galaxyId)
    .where("id", "!=", player.id)
    .where("protected_until_turn", "<=", currentTurn);
  const familyId = player.family_id;
  if (familyId !== null) {
    query = query.where((eb) => eb.or([eb("family_id", "is", null), eb("family_id", "!=", familyId)]));
  }
  return query.execute();
};

export const findPlanetRow = async (db: Queryable, galaxyId: string, planetId: string): Promise<PlanetRow | null> =>
  (await db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .executeTakeFirst()) ?? null;
