import { BUILDING_TYPES, type BuildingCounts, type BuildingType } from "@nova/rules";
import type { Selectable, Updateable } from "kysely";
import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { PlanetsTable } from "../schema.ts";

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

/** Completed buildings of a planet row, only the types it has. */
export const buildingsOfRow = (row: Pick<PlanetRow, BuildingType>): BuildingCounts => {
  const counts: Partial<Record<BuildingType, number>> = {};
  for (const type of BUILDING_TYPES) if (Number(row[type]) > 0) counts[type] = Number(row[type]);
  return counts;
};

export const totalBuildingsOfRow = (row: Pick<PlanetRow, BuildingType>): number =>
  BUILDING_TYPES.reduce((sum, type) => sum + Number(row[type]), 0);

export const setBuildings = async (
  db: Queryable,
  galaxyId: string,
  planetId: string,
  counts: BuildingCounts,
): Promise<void> => {
  await db
    .updateTable("planets")
    .set(Object.fromEntries(BUILDING_TYPES.map((t) => [t, counts[t] ?? 0])))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .execute();
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
    .select((eb) => [
      "owner_id",
      eb.fn.countAll<number>().as("planets"),
      eb.fn.sum<number>("population").as("population"),
      ...BUILDING_TYPES.map((t) => eb.fn.sum<number>(t).as(t)),
    ])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "is not", null)
    .groupBy("owner_id")
    .execute();
  return new Map(
    planets.map((p) => [
      p.owner_id as string,
      {
        planets: Number(p.planets),
        population: Number(p.population),
        buildings: BUILDING_TYPES.reduce((sum, t) => sum + Number(p[t] ?? 0), 0),
      },
    ]),
  );
};

/** An empire's planets with what their population depends on (size, type, living quarters). */
export const listPlanetPopulations = (db: Queryable, galaxyId: string, ownerId: string) =>
  db
    .selectFrom("planets")
    .select(["id", "size", "planet_type", "population", "living_quarters"])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", ownerId)
    .execute();

/** One planet by its full id. */
export const findPlanetById = (db: Queryable, galaxyId: string, id: string) =>
  db.selectFrom("planets").selectAll().where("galaxy_id", "=", galaxyId).where("id", "=", id).executeTakeFirst();

/** An empire's planets, every column, in no order. In the planets list polled by every dashboard: compiled once. */
export const listOwnedPlanets: (db: Queryable, galaxyId: string, ownerId: string) => Promise<PlanetRow[]> =
  preparedQuery((db, galaxyId: string, ownerId: string) =>
    db.selectFrom("planets").selectAll().where("galaxy_id", "=", galaxyId).where("owner_id", "=", ownerId),
  );

const researchCenterSum = preparedQuery((db, galaxyId: string, ownerId: string) =>
  db
    .selectFrom("planets")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("research_center"), eb.lit(0)).as("n"))
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", ownerId),
);

/** Research centers over all of an empire's planets. */
export const countResearchCenters = async (db: Queryable, galaxyId: string, ownerId: string): Promise<number> =>
  Number((await researchCenterSum(db, galaxyId, ownerId))[0]?.n ?? 0);

/** Home world first, then by claim time (unknown first), then by id (code unit order, the same on both databases). */
const homeFirst = (a: PlanetRow, b: PlanetRow): number => {
  if (a.is_home_world !== b.is_home_world) return b.is_home_world - a.is_home_world;
  if (a.claimed_at !== b.claimed_at) {
    if (a.claimed_at === null) return -1;
    if (b.claimed_at === null) return 1;
    return Number(a.claimed_at) - Number(b.claimed_at);
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * An empire's planets, home world first, then in the order they were claimed. Sorted here, not by the query: SQLite
 * sorted them in a temporary b-tree, 40% of the query's cost for a 50-planet empire (the planets list, which every
 * dashboard refetches after a flip).
 */
export const listOwnedPlanetsHomeFirst = async (db: Queryable, galaxyId: string, ownerId: string) =>
  (await listOwnedPlanets(db, galaxyId, ownerId)).sort(homeFirst);

/** Takes n buildings of one type off a planet, never below zero (a second trigger finds none). */
export const destroyBuildings = (db: Queryable, galaxyId: string, planetId: string, b: BuildingType, n: number) =>
  db
    .updateTable("planets")
    .set((eb) => ({ [b]: eb(b, "-", n) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .where(b, ">=", n)
    .execute();

/** Takes n population off a planet, when it has them. */
export const killPopulation = (db: Queryable, galaxyId: string, planetId: string, n: number) =>
  db
    .updateTable("planets")
    .set((eb) => ({ population: eb("population", "-", n) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .where("population", ">=", n)
    .execute();

/** An empire's planets by position. */
export const listOwnedPlanetsByPosition = (db: Queryable, galaxyId: string, ownerId: string) =>
  db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", ownerId)
    .orderBy("x")
    .orderBy("y")
    .orderBy("idx")
    .execute();

/** One planet by its full id; throws when there is none. */
export const getPlanet = (db: Queryable, galaxyId: string, id: string) =>
  db.selectFrom("planets").selectAll().where("galaxy_id", "=", galaxyId).where("id", "=", id).executeTakeFirstOrThrow();

/** A planet's owner and whether it is a home world, if the planet exists. */
export const findPlanetOwner = (db: Queryable, galaxyId: string, id: string) =>
  db
    .selectFrom("planets")
    .select(["id", "owner_id", "is_home_world"])
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", id)
    .executeTakeFirst();

/** Changes a planet's columns (buildings, population, owner after a battle). */
export const updatePlanet = (db: Queryable, galaxyId: string, planetId: string, changes: Updateable<PlanetsTable>) =>
  db.updateTable("planets").set(changes).where("galaxy_id", "=", galaxyId).where("id", "=", planetId).execute();

/** How many planets an empire owns. */
export const countPlanetsOf = async (db: Queryable, galaxyId: string, ownerId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom("planets")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("galaxy_id", "=", galaxyId)
        .where("owner_id", "=", ownerId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** Unowned planets (home slots excepted) within a box of the grid. */
export const listFreePlanetsInBox = (
  db: Queryable,
  galaxyId: string,
  box: { x0: number; x1: number; y0: number; y1: number },
) =>
  db
    .selectFrom("planets")
    .select(["id", "x", "y"])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "is", null)
    .where("is_home_slot", "=", 0)
    .where("x", ">=", box.x0)
    .where("x", "<=", box.x1)
    .where("y", ">=", box.y0)
    .where("y", "<=", box.y1)
    .execute();

/** An explorer claims a free planet: its population starts at its size. No-op when someone was first. */
export const colonizePlanet = async (
  db: Queryable,
  galaxyId: string,
  planetId: string,
  ownerId: string,
  size: number,
  at: number,
): Promise<void> => {
  await db
    .updateTable("planets")
    .set({ owner_id: ownerId, population: size, claimed_at: at, is_home_world: 0 })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId)
    .where("owner_id", "is", null)
    .execute();
};

/** What a build order needs of one planet it names: owner, space, buildings, and the caller's jobs on it. */
export type PlanetForOrder = Pick<PlanetRow, "id" | "owner_id" | "size" | BuildingType> & {
  /** Buildings the given player has in progress on the planet. */
  readonly in_progress: number;
};

/** Planets per compiled statement: one shape per list length up to this, longer lists in pieces. */
const ORDER_PLANETS_PER_QUERY = 16;
const planetsForOrderQueries = new Map<number, ReturnType<typeof planetsForOrderQuery>>();
const planetsForOrderQuery = (count: number) =>
  preparedQuery((db, playerId: string, galaxyId: string, ...ids: string[]) =>
    db
      .selectFrom("planets as p")
      .select((eb) => [
        "p.id",
        "p.owner_id",
        "p.size",
        ...BUILDING_TYPES.map((t) => `p.${t}` as const),
        // building_jobs_player_state_idx (0024) answers this from the index alone.
        eb
          .selectFrom("building_jobs as j")
          .select((jb) => jb.fn.coalesce(jb.fn.sum<number>("j.quantity"), jb.lit(0)).as("n"))
          .whereRef("j.galaxy_id", "=", "p.galaxy_id")
          .where("j.player_id", "=", playerId)
          .where("j.state", "=", "in_progress")
          .whereRef("j.planet_id", "=", "p.id")
          .as("in_progress"),
      ])
      .where("p.galaxy_id", "=", galaxyId)
      .where("p.id", "in", ids.slice(0, count)),
  );

/**
 * The planets a build order names (those that exist, whoever owns them), each with the buildings `playerId` has
 * in progress on it: one compiled statement instead of reading every planet of the empire and summing every
 * job it has in progress.
 */
export const planetsForOrder = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  ids: readonly string[],
): Promise<PlanetForOrder[]> => {
  const found: PlanetForOrder[] = [];
  for (let start = 0; start < ids.length; start += ORDER_PLANETS_PER_QUERY) {
    const piece = ids.slice(start, start + ORDER_PLANETS_PER_QUERY);
    let query = planetsForOrderQueries.get(piece.length);
    if (!query) {
      query = planetsForOrderQuery(piece.length);
      planetsForOrderQueries.set(piece.length, query);
    }
    for (const row of await query(db, playerId, galaxyId, ...piece)) {
      found.push({ ...(row as PlanetForOrder), in_progress: Number(row.in_progress ?? 0) });
    }
  }
  return found;
};
