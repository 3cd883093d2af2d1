import type { Cost } from "@nova/rules";
import type { Queryable } from "../database.ts";
import { preparedWrite } from "../prepared-query.ts";

// Every order spends through this statement: compiled once.
const spendStatement = preparedWrite(
  (
    db,
    credits: number,
    iron: number,
    endurium: number,
    octarine: number,
    galaxyId: string,
    playerId: string,
    creditsHeld: number,
    ironHeld: number,
    enduriumHeld: number,
    octarineHeld: number,
  ) =>
    db
      .updateTable("players")
      .set((eb) => ({
        credits: eb("credits", "-", credits),
        iron: eb("iron", "-", iron),
        endurium: eb("endurium", "-", endurium),
        octarine: eb("octarine", "-", octarine),
      }))
      .where("galaxy_id", "=", galaxyId)
      .where("id", "=", playerId)
      .where("credits", ">=", creditsHeld)
      .where("iron", ">=", ironHeld)
      .where("endurium", ">=", enduriumHeld)
      .where("octarine", ">=", octarineHeld),
);

/**
 * Takes `cost` from a player in one conditional statement; false (and nothing taken) unless every
 * resource covers it. Race-free on both databases: the check and the write are the same row update.
 */
export const spend = async (db: Queryable, galaxyId: string, playerId: string, cost: Cost): Promise<boolean> =>
  (await spendStatement(
    db,
    cost.credits,
    cost.iron,
    cost.endurium,
    cost.octarine,
    galaxyId,
    playerId,
    cost.credits,
    cost.iron,
    cost.endurium,
    cost.octarine,
  )) === 1;
