import type { Queryable } from "../database.ts";

/** A galaxy's systems, row by row. */
export const listSystemRows = (db: Queryable, galaxyId: string) =>
  db.selectFrom("systems").selectAll().where("galaxy_id", "=", galaxyId).orderBy("y").orderBy("x").execute();

/** A galaxy's systems, home systems only or within a box when asked, row by row. */
export const listSystemsWhere = (
  db: Queryable,
  galaxyId: string,
  filter: { homeOnly?: boolean; box?: { x0: number; y0: number; x1: number; y1: number } },
) => {
  let query = db.selectFrom("systems").selectAll().where("galaxy_id", "=", galaxyId);
  if (filter.homeOnly) query = query.where("system_type", "=", "home");
  if (filter.box) {
    const { x0, y0, x1, y1 } = filter.box;
    query = query.where("x", ">=", x0).where("x", "<=", x1).where("y", ">=", y0).where("y", "<=", y1);
  }
  return query.orderBy("y").orderBy("x").execute();
};

/** Per system and owner: how many planets, and when the first was claimed. */
export const countOwnedPlanetsBySystem = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("planets as pl")
    .innerJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "pl.galaxy_id").onRef("p.id", "=", "pl.owner_id"))
    .select((eb) => [
      "pl.x",
      "pl.y",
      "p.id",
      "p.username",
      "p.family_id",
      eb.fn.countAll<number>().as("n"),
      eb.fn.min("pl.claimed_at").as("first"),
    ])
    .where("pl.galaxy_id", "=", galaxyId)
    .groupBy(["pl.x", "pl.y", "p.id", "p.username", "p.family_id"])
    .execute();

/** The planets of one system, in orbit order. */
export const listSystemPlanets = (db: Queryable, galaxyId: string, x: number, y: number) =>
  db
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("x", "=", x)
    .where("y", "=", y)
    .orderBy("idx")
    .execute();

/** Each family with the systems where its members own planets. */
export const listFamilySystems = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("planets as pl")
    .innerJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "pl.galaxy_id").onRef("p.id", "=", "pl.owner_id"))
    .select(["p.family_id", "pl.x", "pl.y"])
    .distinct()
    .where("pl.galaxy_id", "=", galaxyId)
    .where("p.family_id", "is not", null)
    .execute();

/** A galaxy's families in id order. */
export const listFamilyRows = (db: Queryable, galaxyId: string) =>
  db.selectFrom("families").selectAll().where("galaxy_id", "=", galaxyId).orderBy("id").execute();

/** Each empire's family, oldest empire first. */
export const listPlayerFamilies = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("players")
    .select(["id", "family_id"])
    .where("galaxy_id", "=", galaxyId)
    .orderBy("created_at")
    .execute();
