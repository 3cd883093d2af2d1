import { DEFAULT_ROUND_TURNS } from "@nova/rules";
import type { GalaxyCreationRequest, GalaxyJob } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";
import {
  claimGalaxyJob,
  findGalaxyJob,
  listGalaxyJobsOfUser,
  oldestQueuedJob,
  queueGalaxyJobWithinLimit,
  updateGalaxyJob,
  type GalaxyJobRow,
} from "../../db/repositories/galaxy-jobs-repository.ts";
import { AppError, refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { createGalaxy } from "./galaxy-factory.ts";

/** How many galaxies one user may have queued or generating at once. */
export const MAX_ACTIVE_JOBS_PER_USER = 3;

const view = (j: GalaxyJobRow): GalaxyJob => ({
  jobId: j.id,
  galaxyId: j.galaxy_id,
  galaxyName: j.galaxy_name,
  status: j.status as GalaxyJob["status"],
  progressPercent: j.progress_percent,
  progressMessage: j.progress_message,
  totalSystems: j.total_systems,
  totalPlanets: j.total_planets,
  errorMessage: j.error_message,
  createdAt: iso(j.created_at),
  startedAt: j.started_at === null ? null : iso(j.started_at),
  completedAt: j.completed_at === null ? null : iso(j.completed_at),
});

/** POST /galaxy-creation/create: validates, stores a queued job and answers at once; the runner does the work. */
export const requestGalaxy = async (deps: ServiceDeps, user: AuthUser, request: GalaxyCreationRequest) => {
  const db = deps.db.kysely;
  if (await findGalaxy(db, request.galaxyId)) throw refuse("galaxy_exists", { galaxyId: request.galaxyId });
  const job: GalaxyJobRow = {
    id: deps.ids.uuid(),
    user_id: user.id,
    galaxy_id: request.galaxyId,
    galaxy_name: request.galaxyName,
    config: JSON.stringify(request),
    status: "queued",
    progress_percent: 0,
    progress_message: "Waiting to start",
    total_systems: null,
    total_planets: null,
    error_message: null,
    created_at: deps.clock.now(),
    started_at: null,
    completed_at: null,
  };
  const outcome = await queueGalaxyJobWithinLimit(deps.db, job, MAX_ACTIVE_JOBS_PER_USER);
  if (outcome === "galaxy_busy") throw refuse("galaxy_being_created", { galaxyId: request.galaxyId });
  if (outcome === "user_limit") {
    throw refuse("galaxy_jobs_limit", { count: MAX_ACTIVE_JOBS_PER_USER });
  }
  return { jobId: job.id, galaxyId: job.galaxy_id, status: "queued" as const };
};

/** GET /galaxy-creation/status/{jobId}: only the creator sees a job (404 for anyone else). */
export const galaxyJobStatus = async (deps: ServiceDeps, user: AuthUser, jobId: string): Promise<GalaxyJob> => {
  const job = await findGalaxyJob(deps.db.kysely, jobId);
  if (!job || job.user_id !== user.id) throw refuse("job_not_found");
  return view(job);
};

export const galaxyJobsOf = async (deps: ServiceDeps, user: AuthUser, limit: number): Promise<GalaxyJob[]> =>
  (await listGalaxyJobsOfUser(deps.db.kysely, user.id, limit)).map(view);

/**
 * Runs the oldest queued job, if any; returns whether one ran. Several processes may call this: the claim
 * is a conditional update, so each job runs once.
 */
export const runNextGalaxyJob = async (deps: ServiceDeps): Promise<boolean> => {
  const db = deps.db.kysely;
  const job = await oldestQueuedJob(db);
  if (!job || !(await claimGalaxyJob(db, job.id, deps.clock.now()))) return false;
  const config = JSON.parse(job.config) as GalaxyCreationRequest;
  try {
    await updateGalaxyJob(db, job.id, { progress_percent: 10, progress_message: "Generating star systems" });
    const created = await createGalaxy(
      deps,
      {
        id: config.galaxyId,
        name: config.galaxyName,
        shardId: config.shardId,
        ownerId: job.user_id,
        isPrivate: config.isPrivate,
        config: { ...config, planetsPerHomeSystem: config.maxPlayersPerFamily },
        npcCount: config.npcCount,
        npcDifficulty: config.npcDifficulty,
        // Jobs queued before rounds existed carry neither.
        endTurn: config.endTurn ?? DEFAULT_ROUND_TURNS,
        recurring: config.recurring ?? false,
      },
      async (systems, planets) =>
        updateGalaxyJob(db, job.id, {
          progress_percent: 40,
          progress_message: `Writing ${systems} systems and ${planets} planets${config.npcCount ? ` and ${config.npcCount} NPC empires` : ""}`,
          total_systems: systems,
          total_planets: planets,
        }),
    );
    await updateGalaxyJob(db, job.id, {
      status: "completed",
      progress_percent: 100,
      progress_message: "Galaxy ready",
      total_systems: created.totalSystems,
      total_planets: created.totalPlanets,
      completed_at: deps.clock.now(),
    });
  } catch (error) {
    deps.log.warn({ err: error, jobId: job.id }, "galaxy creation failed");
    await updateGalaxyJob(db, job.id, {
      status: "failed",
      error_message: error instanceof AppError ? error.message : "Galaxy generation failed unexpectedly",
      completed_at: deps.clock.now(),
    });
  }
  return true;
};
