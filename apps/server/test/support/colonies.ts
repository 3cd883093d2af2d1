import type { Queryable } from "../../src/db/database.ts";

/**
 * Gives `ownerId` the galaxy's first free planet outside the home systems as a colony (population at its size),
 * set by hand: exploring one takes many turns of building first. `buildings` sets its buildings too. Answers
 * the planet's id.
 */
export const giveColony = async (
  db: Queryable,
  galaxyId: string,
  ownerId: string,
  buildings: Readonly<Record<string, number>> = {},
): Promise<string> => {
  const free = await db
    .selectFrom("planets")
    .select(["id", "size"])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "is", null)
    .where("is_home_slot", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("planets")
    .set({ owner_id: ownerId, population: free.size, claimed_at: 0, ...buildings })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", free.id)
    .execute();
  return free.id;
};
