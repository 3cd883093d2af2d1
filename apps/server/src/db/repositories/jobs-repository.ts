import { sql, type Insertable, type Selectable } from "kysely";
import type { DialectName, Queryable } from "../database.ts";
import { preparedInsert, preparedQuery } from "../prepared-query.ts";
import type { BuildingJobsTable, UnitJobsTable } from "../schema.ts";

export type BuildingJobRow = Selectable<BuildingJobsTable>;
export type UnitJobRow = Selectable<UnitJobsTable>;

// Most build orders queue one job: that insert is compiled once.
const oneBuildingJob = preparedInsert("building_jobs", [
  "galaxy_id",
  "id",
  "player_id",
  "planet_id",
  "building_type",
  "quantity",
  "state",
  "started_at",
  "completes_at",
]);

export const insertBuildingJobs = async (db: Queryable, rows: Insertable<BuildingJobsTable>[]): Promise<void> => {
  if (rows.length === 1) await oneBuildingJob(db, rows[0] as Insertable<BuildingJobsTable>);
  else if (rows.length > 1) await db.insertInto("building_jobs").values(rows).execute();
};

export const insertUnitJobs = async (db: Queryable, rows: Insertable<UnitJobsTable>[]): Promise<void> => {
  if (rows.length > 0) await db.insertInto("unit_jobs").values(rows).execute();
};

// The build queue's two lists are in every dashboard's refetch after a flip: compiled once.
export const listBuildingJobs: (db: Queryable, galaxyId: string, playerId: string) => Promise<BuildingJobRow[]> =
  preparedQuery((db, galaxyId: string, playerId: string) =>
    db
      .selectFrom("building_jobs")
      .selectAll()
      .where("galaxy_id", "=", galaxyId)
      .where("player_id", "=", playerId)
      .orderBy("started_at", "desc")
      .orderBy("id")
      .limit(1000),
  );

export const listUnitJobs: (db: Queryable, galaxyId: string, playerId: string) => Promise<UnitJobRow[]> = preparedQuery(
  (db, galaxyId: string, playerId: string) =>
    db
      .selectFrom("unit_jobs")
      .selectAll()
      .where("galaxy_id", "=", galaxyId)
      .where("player_id", "=", playerId)
      .orderBy("started_at", "desc")
      .orderBy("id")
      .limit(1000),
);

/** Buildings still under construction per planet of a player. */
export const inProgressByPlanet = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
): Promise<Map<string, number>> => {
  const rows = await buildingsInProgress(db, galaxyId, playerId);
  return new Map(rows.map((r) => [r.planet_id, Number(r.n)]));
};

// Read by the planets list on every dashboard poll: compiled once.
const buildingsInProgress = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("building_jobs")
    .select(["planet_id", (eb) => eb.fn.sum<number>("quantity").as("n")])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("state", "=", "in_progress")
    .groupBy("planet_id"),
);

/** How many of a building or unit type the player ordered since `since` (daily limits, rules.md 11.2). */
export const orderedSince = async (
  db: Queryable,
  table: "building_jobs" | "unit_jobs",
  galaxyId: string,
  playerId: string,
  type: string,
  since: number,
): Promise<number> => {
  const column = table === "building_jobs" ? "building_type" : "unit_type";
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.sum<number>("quantity").as("n"))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where(column as "building_type", "=", type)
    .where("started_at", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** Buildings in progress per player, planet and type (what NPC planning counts as already coming). */
export const sumQueuedBuildings = (db: Queryable, galaxyId: string, playerIds: readonly string[]) =>
  db
    .selectFrom("building_jobs")
    .select((eb) => ["player_id", "planet_id", "building_type", eb.fn.sum<number>("quantity").as("n")])
    .where("galaxy_id", "=", galaxyId)
    .where("state", "=", "in_progress")
    .where("player_id", "in", [...playerIds])
    .groupBy(["player_id", "planet_id", "building_type"])
    .execute();

/** Units in training per player and type. */
export const sumQueuedUnits = (db: Queryable, galaxyId: string, playerIds: readonly string[]) =>
  db
    .selectFrom("unit_jobs")
    .select((eb) => ["player_id", "unit_type", eb.fn.sum<number>("quantity").as("n")])
    .where("galaxy_id", "=", galaxyId)
    .where("state", "=", "in_progress")
    .where("player_id", "in", [...playerIds])
    .groupBy(["player_id", "unit_type"])
    .execute();

/** Portals under construction per planet, for the given planets. */
export const sumPortalsInProgress = (db: Queryable, galaxyId: string, planetIds: readonly string[]) =>
  db
    .selectFrom("building_jobs")
    .select(["planet_id", (eb) => eb.fn.sum<number>("quantity").as("n")])
    .where("galaxy_id", "=", galaxyId)
    .where("building_type", "=", "portal")
    .where("state", "=", "in_progress")
    .where("planet_id", "in", [...planetIds])
    .groupBy("planet_id")
    .execute();

/** Explorer training jobs of some empires: those in progress and those started since a time (the daily limit). */
export const listRecentExplorerJobs = (db: Queryable, galaxyId: string, playerIds: readonly string[], since: number) =>
  db
    .selectFrom("unit_jobs")
    .select(["player_id", "state", "started_at", "quantity"])
    .where("galaxy_id", "=", galaxyId)
    .where("unit_type", "=", "explorer")
    .where("player_id", "in", [...playerIds])
    .where((eb) => eb.or([eb("state", "=", "in_progress"), eb("started_at", ">=", since)]))
    .execute();

/**
 * Marks the given jobs completed, those still in progress (the flip completes the jobs it computed from its
 * snapshot, not whatever else became due meanwhile). One statement however many ids: the ids go as one
 * parameter (PostgreSQL a text array, SQLite a JSON array read by `json_each`). Returns how many were.
 */
export const completeJobsById = async (
  db: Queryable,
  dialect: DialectName,
  table: "building_jobs" | "unit_jobs",
  galaxyId: string,
  ids: readonly string[],
): Promise<number> => {
  if (ids.length === 0) return 0;
  const listed =
    dialect === "postgres"
      ? sql<boolean>`id = any(cast(${ids} as text[]))`
      : sql<boolean>`id in (select value from json_each(${JSON.stringify(ids)}))`;
  const r = await db
    .updateTable(table)
    .set({ state: "completed" })
    .where("galaxy_id", "=", galaxyId)
    .where("state", "=", "in_progress")
    .where(listed)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
};
