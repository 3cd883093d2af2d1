import type { ServiceDeps } from "../services/deps.ts";
import { processRoundLifecycle } from "./round-lifecycle.ts";
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
    // Rounds first: a closed sign-up window starts its round, an ended round's follow-up finishes (also the
    // first tick after a start, which completes whatever a crash left undone).
    running = processRoundLifecycle(deps)
      .then(() => processDueFlips(deps))
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
