import { sql, type Selectable, type Updateable } from "kysely";
import { isUniqueViolation, type Db, type Queryable } from "../database.ts";
import type { GalaxyCreationJobsTable } from "../schema.ts";

export type GalaxyJobRow = Selectable<GalaxyCreationJobsTable>;

export const insertGalaxyJob = async (db: Queryable, row: GalaxyJobRow): Promise<void> => {
  await db.insertInto("galaxy_creation_jobs").values(row).execute();
};

export type QueueOutcome = "queued" | "galaxy_busy" | "user_limit";

/**
 * Queues a job unless the galaxy id already has an active one or the user has `maxActive` active jobs. The count
 * and the insert share one transaction that holds the user's lock (PostgreSQL: an advisory lock; SQLite runs one
 * write transaction at a time), so parallel requests of one user see each other; the unique index on active
 * jobs per galaxy id (migration 0013) settles parallel requests of different users for one id.
 */
export const queueGalaxyJobWithinLimit = async (
  db: Db,
  row: GalaxyJobRow,
  maxActive: number,
): Promise<QueueOutcome> => {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      if (db.dialect === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtext('galaxy-creation'), hashtext(${row.user_id}))`.execute(trx);
      }
      if (await activeJobForGalaxy(trx, row.galaxy_id)) return "galaxy_busy";
      if ((await countActiveJobsOfUser(trx, row.user_id)) >= maxActive) return "user_limit";
      await insertGalaxyJob(trx, row);
      return "queued";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "galaxy_busy";
    throw error;
  }
};

export const findGalaxyJob = async (db: Queryable, id: string): Promise<GalaxyJobRow | null> =>
  (await db.selectFrom("galaxy_creation_jobs").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;

export const listGalaxyJobsOfUser = async (db: Queryable, userId: string, limit: number): Promise<GalaxyJobRow[]> =>
  db
    .selectFrom("galaxy_creation_jobs")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();

export const countActiveJobsOfUser = async (db: Queryable, userId: string): Promise<number> => {
  const row = await db
    .selectFrom("galaxy_creation_jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("status", "in", ["queued", "in_progress"])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const activeJobForGalaxy = async (db: Queryable, galaxyId: string): Promise<GalaxyJobRow | null> =>
  (await db
    .selectFrom("galaxy_creation_jobs")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("status", "in", ["queued", "in_progress"])
    .executeTakeFirst()) ?? null;

export const oldestQueuedJob = async (db: Queryable): Promise<GalaxyJobRow | null> =>
  (await db
    .selectFrom("galaxy_creation_jobs")
    .selectAll()
    .where("status", "=", "queued")
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst()) ?? null;

/** Claims a queued job for this worker; false if another worker took it first. */
export const claimGalaxyJob = async (db: Queryable, id: string, now: number): Promise<boolean> => {
  const result = await db
    .updateTable("galaxy_creation_jobs")
    .set({ status: "in_progress", started_at: now, progress_percent: 5, progress_message: "Starting" })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const updateGalaxyJob = async (
  db: Queryable,
  id: string,
  change: Updateable<GalaxyCreationJobsTable>,
): Promise<void> => {
  await db.updateTable("galaxy_creation_jobs").set(change).where("id", "=", id).execute();
};

/**
 * Jobs a stopped process left half-done go back to the queue (creation is one transaction, so nothing
 * was kept). Only jobs started before `startedBefore`, so a job another live process is running stays its.
 */
export const requeueInterruptedJobs = async (db: Queryable, startedBefore: number): Promise<number> => {
  const result = await db
    .updateTable("galaxy_creation_jobs")
    .set({ status: "queued", progress_percent: 0, progress_message: "Waiting to start" })
    .where("status", "=", "in_progress")
    .where("started_at", "<", startedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
