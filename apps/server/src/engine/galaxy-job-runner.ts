import { requeueInterruptedJobs } from "../db/repositories/galaxy-jobs-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { runNextGalaxyJob } from "../services/galaxy/galaxy-creation-service.ts";

/** A job still "in progress" this long after it started belongs to a process that died. */
const STALE_JOB_MS = 10 * 60_000;

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Generates queued galaxies one at a time in the background (bounded concurrency: a large galaxy never
 * competes with another for the API's time), looking for work every `pollMs`.
 */
export const startGalaxyJobRunner = async (deps: ServiceDeps, pollMs: number): Promise<JobRunner> => {
  await requeueInterruptedJobs(deps.db.kysely, deps.clock.now() - STALE_JOB_MS);
  let running: Promise<void> | null = null;
  let stopped = false;
  const drain = async () => {
    while (!stopped && (await runNextGalaxyJob(deps))) {
      await new Promise((resolve) => setImmediate(resolve)); // let requests in between jobs
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = drain()
      .catch((error: unknown) => deps.log.error({ err: error }, "galaxy job runner failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, pollMs);
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
