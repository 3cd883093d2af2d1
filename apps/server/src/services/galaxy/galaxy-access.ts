import type { Queryable } from "../../db/database.ts";
import { isInvited, type GalaxyRow } from "../../db/repositories/galaxies-repository.ts";

/** Whether a user may found an empire here: public galaxies admit everyone, private ones their owner and invitees. */
export const mayJoinGalaxy = async (db: Queryable, galaxy: GalaxyRow, userId: string): Promise<boolean> => {
  if (!galaxy.is_private || galaxy.owner_id === userId) return true;
  return isInvited(db, galaxy.id, userId);
};
