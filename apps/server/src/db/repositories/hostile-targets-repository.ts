import type { Queryable } from "../database.ts";

// Whose order lock a hostile order must take (docs/locking.md), resolved before the transaction takes it.

/** The current owner of a planet, or null when it is unowned or unknown. */
export const planetOwnerId = async (db: Queryable, galaxyId: string, planetId: string): Promise<string | null> => {
  const row = await db
    .selectFrom("planets")
    .select("owner_id")
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
};

/** The empire a caster's planted operation waits on, or null when the caster has no such planted row. */
export const plantedVictimId = async (
  db: Queryable,
  galaxyId: string,
  plantedId: string,
  casterId: string,
): Promise<string | null> => {
  const row = await db
    .selectFrom("planted_operations")
    .select("affected_player_id")
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", plantedId)
    .where("caster_id", "=", casterId)
    .executeTakeFirst();
  return row?.affected_player_id ?? null;
};
