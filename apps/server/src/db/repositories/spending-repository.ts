import type { Cost } from "@nova/rules";
import type { Queryable } from "../database.ts";

/**
 * Takes `cost` from a player in one conditional statement; false (and nothing taken) unless every
 * resource covers it. Race-free on both databases: the check and the write are the same row update.
 */
export const spend = async (db: Queryable, galaxyId: string, playerId: string, cost: Cost): Promise<boolean> => {
  const result = await db
    .updateTable("players")
    .set((eb) => ({
      credits: eb("credits", "-", cost.credits),
      iron: eb("iron", "-", cost.iron),
      endurium: eb("endurium", "-", cost.endurium),
      octarine: eb("octarine", "-", cost.octarine),
    }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .where("credits", ">=", cost.credits)
    .where("iron", ">=", cost.iron)
    .where("endurium", ">=", cost.endurium)
    .where("octarine", ">=", cost.octarine)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
