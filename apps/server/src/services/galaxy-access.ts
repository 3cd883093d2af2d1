import type { Queryable } from "../db/database.ts";
import type { GalaxyRow } from "../db/repositories/galaxies-repository.ts";

/** Whether a user may found an empire here: public galaxies admit everyone, private ones their owner and invitees. */
export const mayJoinGalaxy = async (db: Queryable, galaxy: GalaxyRow, userId: string): Promise<boolean> => {
  if (!galaxy.is_private || galaxy.owner_id === userId) return true;
  const invitation = await db
    .selectFrom("galaxy_invitations")
    .select("user_id")
    .where("galaxy_id", "=", galaxy.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return invitation !== undefined;
};
