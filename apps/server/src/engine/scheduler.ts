import type { ServiceDeps } from "../services/deps.ts";
import { FlipRetry } from "./flip-retry.ts";
import { processDueFlips } from "./turn-flip.ts";

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Wakes every `intervalMs` and processes whatever is due, whether or not anyone is signed in. Ticks never
 * overlap; a failing flip is logged with its galaxy and turn and retried with backoff (the flip it was on
 * stayed unprocessed: its transaction rolled back). `onTick` hears of every finished tick (the worker's
 * heartbeat).
 */
export const startScheduler = (deps: ServiceDeps, intervalMs: number, onTick?: () => void): Scheduler => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const retry = new FlipRetry();
  const tick = () => {
    if (running || stopped) return;
    running = processDueFlips(deps, 100, retry)
      .then((n) => {
        if (n > 0) deps.log.info({ flips: n }, "processed turn flips");
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "scheduler tick failed"))
      .finally(() => {
        running = null;
        onTick?.();
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
