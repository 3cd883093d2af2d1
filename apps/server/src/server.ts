import { buildApp, type AppDeps } from "./app.ts";
import { migrate, openDatabase } from "./db/database.ts";
import { startGalaxyJobRunner, type JobRunner } from "./engine/galaxy-job-runner.ts";
import { startScheduler, type Scheduler } from "./engine/scheduler.ts";
import type { Config } from "./config.ts";
import { localPushHub, postgresPushHub } from "./push/push-hub.ts";
import { ensureDemoGalaxy } from "./seed/demo-galaxy.ts";
import { startNotificationWorker, type NotificationWorker } from "./notifications/notification-worker.ts";

export interface RunningServer {
  readonly url: string;
  readonly app: Awaited<ReturnType<typeof buildApp>>;
  /** The web push and mail sender; null when started without it. */
  readonly notifications: NotificationWorker | null;
  close(): Promise<void>;
}

/** Opens and migrates the database, builds the app, seeds the demo galaxy, starts the scheduler and listens. */
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
  const db = openDatabase(config.databaseUrl, {
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    onBackgroundError: (message) => reportBackgroundError(message),
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
  const app = await buildApp({ ...options, config, db, push });
  reportBackgroundError = (message) => app.services.log.error({ message }, "background WAL checkpoint failed");
  if (config.demoGalaxy) await ensureDemoGalaxy(app.services);
  const scheduler: Scheduler | null =
    options.scheduler === false ? null : startScheduler(app.services, config.schedulerIntervalMs);
  const jobs: JobRunner | null =
    options.galaxyJobs === false ? null : await startGalaxyJobRunner(app.services, options.galaxyJobPollMs ?? 1000);
  const notifications: NotificationWorker | null =
    options.notifications === false ? null : startNotificationWorker(app.services, app.notifier);
  const address = await app.server.listen({ port: config.port, host: config.host });
  return {
    url: address.replace("0.0.0.0", "127.0.0.1").replace("[::]", "127.0.0.1"),
    app,
    notifications,
    close: async () => {
      await scheduler?.stop();
      await jobs?.stop();
      await notifications?.stop();
      await app.server.close();
      await push.close();
      await db.close();
    },
  };
};
