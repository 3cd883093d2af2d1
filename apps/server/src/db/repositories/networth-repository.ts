import { BUILDING_TYPES, emptyFleetUnits, FLEET_UNIT_KEYS, networth } from "@nova/rules";
import type { Queryable } from "../database.ts";

/** Recomputes the networth of some players now (after combat), the same way the flip does. */
export const refreshNetworth = async (
  trx: Queryable,
  galaxyId: string,
  playerIds: readonly string[],
): Promise<void> => {
  for (const playerId of playerIds) {
    const player = await trx
      .selectFrom("players")
      .select("research_points")
      .where("galaxy_id", "=", galaxyId)
      .where("id", "=", playerId)
      .executeTakeFirst();
    if (!player) continue;
    const planets = await trx
      .selectFrom("planets")
      .selectAll()
      .where("galaxy_id", "=", galaxyId)
      .where("owner_id", "=", playerId)
      .execute();
    const fleets = await trx
      .selectFrom("fleets")
      .selectAll()
      .where("galaxy_id", "=", galaxyId)
      .where("player_id", "=", playerId)
      .execute();
    const units = emptyFleetUnits();
    for (const fleet of fleets) for (const key of FLEET_UNIT_KEYS) units[key] += Number(fleet[key]);
    const value = networth({
      units,
      population: planets.reduce((s, p) => s + Number(p.population), 0),
      buildings: planets.reduce((s, p) => s + BUILDING_TYPES.reduce((b, t) => b + Number(p[t]), 0), 0),
      planets: planets.length,
      totalResearchPoints: Number(player.research_points),
    });
    await trx
      .updateTable("players")
      .set({ networth: value })
      .where("galaxy_id", "=", galaxyId)
      .where("id", "=", playerId)
      .execute();
  }
};
