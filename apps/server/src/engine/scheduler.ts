import type { ServiceDeps } from "../services/deps.ts";
import { processDueFlips } from "./turn-flip.ts";

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Wakes every `intervalMs` and processes whatever is due, whether or not anyone is signed in. Ticks never
 * overlap; a failing tick is logged and retried on the next one (the flip it was on stayed unprocessed).
 */
export const startScheduler = (deps: ServiceDeps, intervalMs: number): Scheduler => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = processDueFlips(deps)
      .then((n) => {
        if (n > 0) deps.log.info({ flips: n }, "processed turn flips");
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "scheduler tick failed"))
      .finally(() => {
        running = null;
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
