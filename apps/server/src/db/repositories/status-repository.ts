import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";

/** A trivial round trip: fails when the database is unreachable (the health check). Compiled once. */
const selectOne = preparedQuery((db: Queryable) => db.selectNoFrom((eb) => eb.lit(1).as("one")));
export const pingDatabase = async (db: Queryable): Promise<void> => {
  await selectOne(db);
};

/** Whether any galaxy exists (a fresh database gets the demo galaxy). */
export const anyGalaxyExists = async (db: Queryable): Promise<boolean> =>
  (await db.selectFrom("galaxies").select("id").limit(1).executeTakeFirst()) !== undefined;

/** Galaxies by status and empires by galaxy and kind, for the metrics scrape. */
export const countGalaxiesAndEmpires = async (db: Queryable) => {
  const [galaxies, empires] = await Promise.all([
    db
      .selectFrom("galaxies")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("players")
      .select((eb) => ["galaxy_id", "is_npc", eb.fn.countAll<number>().as("n")])
      .groupBy(["galaxy_id", "is_npc"])
      .execute(),
  ]);
  return { galaxies, empires };
};
