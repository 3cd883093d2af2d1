import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { PlanetRow } from "./planets-repository.ts";

// What the advisor reads (issue 18) beside the empire itself: its explorers on the way, a planet in full. Its
// targets (free planets, neighbours) are in advisor-targets-repository.ts. Every dashboard asks for advice after
// each flip: the reads are compiled once.

const explorersOrdered = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("unit_jobs")
    .select((eb) => eb.fn.sum<number>("quantity").as("n"))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("unit_type", "=", "explorer")
    .where("state", "=", "in_progress"),
);

/** Explorers ordered and not finished yet. */
export const explorersInBuild = async (db: Queryable, galaxyId: string, playerId: string): Promise<number> =>
  Number((await explorersOrdered(db, galaxyId, playerId))[0]?.n ?? 0);

const explorationFleets = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("fleets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("action", "=", "exploration")
    .where("status", "=", "traveling"),
);

/** Exploration fleets on their way. */
export const explorationsUnderway = async (db: Queryable, galaxyId: string, playerId: string): Promise<number> =>
  Number((await explorationFleets(db, galaxyId, playerId))[0]?.n ?? 0);

const planetRow = preparedQuery((db, galaxyId: string, planetId: string) =>
  db.selectFrom("planets").selectAll().where("galaxy_id", "=", galaxyId).where("id", "=", planetId),
);

export const findPlanetRow = async (db: Queryable, galaxyId: string, planetId: string): Promise<PlanetRow | null> =>
  ((await planetRow(db, galaxyId, planetId))[0] as PlanetRow | undefined) ?? null;
