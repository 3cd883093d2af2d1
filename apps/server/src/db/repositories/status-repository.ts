import { CompiledQuery } from "kysely";
import type { Queryable } from "../database.ts";

/** A trivial round trip: fails when the database is unreachable (the health check). */
const SELECT_ONE = CompiledQuery.raw("select 1");
export const pingDatabase = async (db: Queryable): Promise<void> => {
  await db.executeQuery(SELECT_ONE);
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
