import type { Insertable, Selectable } from "kysely";
import type { Queryable } from "../database.ts";
import type { PlanetBuildingsTable, PlanetsTable } from "../schema.ts";

export type PlanetRow = Selectable<PlanetsTable>;

/** Free home-world slots of a family's home system, in slot order. */
export const freeHomeSlots = async (db: Queryable, galaxyId: string, familyId: string): Promise<PlanetRow[]> =>
  db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("family_id", "=", familyId)
    .where("is_home_slot", "=", 1)
    .where("owner_id", "is", null)
    .orderBy("idx")
    .execute();

/** Claims a home slot; false when someone else claimed it first (a conditional update, race-free). */
export const claimHomeSlot = async (
  db: Queryable,
  galaxyId: string,
  planetId: string,
  ownerId: string,
  population: number,
  claimedAt: number,
): Promise<boolean> => {
  const result = await db
    .updateTable("planets")
    .set({ owner_id: ownerId, is_home_world: 1, population, claimed_at: claimedAt })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .where("owner_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const addBuildings = async (db: Queryable, rows: Insertable<PlanetBuildingsTable>[]): Promise<void> => {
  if (rows.length > 0) await db.insertInto("planet_buildings").values(rows).execute();
};

export interface OwnedPlanetTotals {
  readonly planets: number;
  readonly population: number;
  readonly buildings: number;
}

/** Planet count, population and completed buildings of each owner in a galaxy. */
export const ownerTotals = async (db: Queryable, galaxyId: string): Promise<Map<string, OwnedPlanetTotals>> => {
  const planets = await db
    .selectFrom("planets")
    .select([
      "owner_id",
      (eb) => eb.fn.countAll<number>().as("planets"),
      (eb) => eb.fn.sum<number>("population").as("population"),
    ])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "is not", null)
    .groupBy("owner_id")
    .execute();
  const buildings = await db
    .selectFrom("planet_buildings as b")
    .innerJoin("planets as p", (j) => j.onRef("p.galaxy_id", "=", "b.galaxy_id").onRef("p.id", "=", "b.planet_id"))
    .select(["p.owner_id", (eb) => eb.fn.sum<number>("b.count").as("buildings")])
    .where("b.galaxy_id", "=", galaxyId)
    .where("p.owner_id", "is not", null)
    .groupBy("p.owner_id")
    .execute();
  const built = new Map(buildings.map((b) => [b.owner_id as string, Number(b.buildings)]));
  return new Map(
    planets.map((p) => [
      p.owner_id as string,
      { planets: Number(p.planets), population: Number(p.population), buildings: built.get(p.owner_id as string) ?? 0 },
    ]),
  );
};
