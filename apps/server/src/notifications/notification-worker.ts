import { pruneNotices } from "../db/repositories/notification-outbox-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { sendDigests, sendImmediateMails } from "./email-sender.ts";
import type { Notifier } from "./notifier.ts";
import { EXPAND_BATCH, expandPushNotices, SEND_BATCH, sendDuePushes } from "./push-sender.ts";

/** Notices are kept this long (digests look back no further than the last visit, at most a few days). */
const KEEP_NOTICES_MS = 14 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
/** A busy flip (many battles) leaves many notices: a round takes up to this many batches of each. */
const MAX_BATCHES = 20;

const drain = async (step: () => Promise<number>, batch: number) => {
  for (let i = 0; i < MAX_BATCHES; i += 1) if ((await step()) < batch) return;
};

export interface NotificationWorker {
  /** Runs one round now (tests and the scheduler's wake-up); resolves when it is done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Drains the outbox after commits, on its own timer: never inside a request or a turn flip, so a push
 * service or SMTP server that is down or slow delays nothing but its own notices.
 */
export const startNotificationWorker = (deps: ServiceDeps, notifier: Notifier): NotificationWorker => {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let prunedAt = 0;

  const round = async () => {
    const now = deps.clock.now();
    for (const step of [
      () => drain(() => expandPushNotices(deps, now), EXPAND_BATCH),
      () => drain(() => sendDuePushes(deps, notifier, now), SEND_BATCH),
      () => sendImmediateMails(deps, notifier, now),
      () => sendDigests(deps, notifier, now),
      async () => {
        if (now - prunedAt < PRUNE_EVERY_MS) return;
        prunedAt = now;
        await pruneNotices(deps.db.kysely, now - KEEP_NOTICES_MS);
      },
    ]) {
      try {
        await step();
      } catch (error) {
        if (!stopped) deps.log.error({ err: error }, "notification round failed");
      }
    }
  };
  const runOnce = () => {
    running = running.then(round);
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, deps.config.notifications.pollMs);
    timer.unref();
  };
  schedule();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      notifier.mailer?.close();
    },
  };
};
