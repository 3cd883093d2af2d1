import { buildApp, type AppDeps } from "./app.ts";
import { migrate, openDatabase } from "./db/database.ts";
import { startGalaxyJobRunner, type JobRunner } from "./engine/galaxy-job-runner.ts";
import { startScheduler, type Scheduler } from "./engine/scheduler.ts";
import { startTurnWorker, type TurnWorker } from "./engine/turn-worker.ts";
import type { TurnWorkerHealth } from "./platform/turn-worker-health.ts";
import type { Config } from "./config.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { localPushHub, postgresPushHub } from "./push/push-hub.ts";
import { ensureDemoGalaxy } from "./seed/demo-galaxy.ts";
import { startNotificationWorker, type NotificationWorker } from "./notifications/notification-worker.ts";
import { processRoundLifecycle } from "./engine/round-lifecycle.ts";

export interface RunningServer {
  readonly url: string;
  readonly app: Awaited<ReturnType<typeof buildApp>>;
  /** The web push and mail sender; null when started without it. */
  readonly notifications: NotificationWorker | null;
  /** The turn worker thread, when this process runs one (TURN_WORKER=thread). */
  readonly turnWorker: TurnWorker | null;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, builds the app, seeds the demo galaxy, starts the turn flips (a worker
 * thread by default, see config.turnWorker; `scheduler: false` runs none) and listens.
 */
export const startServer = async (
  config: Config,
  options: Omit<AppDeps, "config" | "db"> & {
    pgSchema?: string;
    scheduler?: boolean;
    galaxyJobs?: boolean;
    galaxyJobPollMs?: number;
    /** The web push and mail sender (on by default). */
    notifications?: boolean;
  } = {},
): Promise<RunningServer> => {
  let reportBackgroundError = (message: string) => process.emitWarning(message);
  let reportWriteLockWaiting: (waiting: number) => void = () => undefined;
  const db = openDatabase(config.databaseUrl, {
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    onBackgroundError: (message) => reportBackgroundError(message),
    onWriteLockWaiting: (waiting) => reportWriteLockWaiting(waiting),
  });
  await migrate(db, options.pgSchema);
  // Several processes may share one PostgreSQL database: push fans out through it to all of them.
  const push =
    options.push ??
    (db.dialect === "postgres"
      ? await postgresPushHub(config.databaseUrl, options.pgSchema, (error) =>
          process.emitWarning(`push: ${(error as Error).message}`),
        )
      : localPushHub());
  // An in-memory SQLite database cannot be opened a second time by a worker thread: flips stay inline there.
  const mode =
    options.scheduler === false
      ? "off"
      : config.turnWorker === "thread" && config.databaseUrl === "sqlite::memory:"
        ? "inline"
        : config.turnWorker;
  const health: TurnWorkerHealth = { status: mode === "thread" ? "starting" : mode, lastTickAt: null, restarts: 0 };
  const app = await buildApp({ ...options, config, db, push, turnWorker: health });
  reportBackgroundError = (message) => app.services.log.error({ message }, "background database error");
  reportWriteLockWaiting = (waiting) =>
    app.services.metrics?.set(
      "nova_sqlite_write_lock_waiting",
      "Transactions of this process waiting for SQLite's write lock (held by the turn worker during a flip's apply phase).",
      {},
      waiting,
    );
  if (config.demoGalaxy) await ensureDemoGalaxy(app.services);
  // A crash after a round's end may have left its follow-up undone: finish it before serving.
  await processRoundLifecycle(app.services);
  const scheduler: Scheduler | null =
    mode === "inline"
      ? startScheduler(app.services, config.schedulerIntervalMs, () => {
          health.lastTickAt = Date.now();
        })
      : null;
  const turnWorker: TurnWorker | null =
    mode === "thread"
      ? startTurnWorker({
          config,
          pgSchema: options.pgSchema ?? null,
          push,
          metrics: app.services.metrics ?? createMetrics(),
          log: app.services.log,
          health,
        })
      : null;
  const jobs: JobRunner | null =
    options.galaxyJobs === false ? null : await startGalaxyJobRunner(app.services, options.galaxyJobPollMs ?? 1000);
  const notifications: NotificationWorker | null =
    options.notifications === false ? null : startNotificationWorker(app.services, app.notifier);
  const address = await app.server.listen({ port: config.port, host: config.host });
  return {
    url: address.replace("0.0.0.0", "127.0.0.1").replace("[::]", "127.0.0.1"),
    app,
    notifications,
    turnWorker,
    close: async () => {
      await scheduler?.stop();
      await turnWorker?.stop();
      await jobs?.stop();
      await notifications?.stop();
      await app.server.close();
      await push.close();
      await db.close();
    },
  };
};
