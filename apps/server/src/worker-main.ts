/**
 * `npm run worker`: the turn worker as its own process, for deployments with several API processes
 * (docs/operations.md): they run with TURN_WORKER=off, and this one process flips every galaxy's turns. It
 * migrates the database like an API process, publishes push events through PostgreSQL (so every API process's
 * sockets hear of a flip) and, on SQLite, through nothing: a single SQLite API process runs its worker thread.
 */
import pino from "pino";
import { ConfigError, loadConfig } from "./config.ts";
import { migrate, openDatabase } from "./db/database.ts";
import { startScheduler } from "./engine/scheduler.ts";
import { systemIds } from "./platform/ids.ts";
import { systemClock } from "./platform/clock.ts";
import { localPushHub, postgresPushHub } from "./push/push-hub.ts";

try {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { worker: "turn" } });
  const pgSchema = process.env["PG_SCHEMA"];
  const db = openDatabase(config.databaseUrl, {
    ...(pgSchema ? { pgSchema } : {}),
    onBackgroundError: (message) => log.error({ message }, "background database error"),
    // This process serves no requests: its flips wait for the write lock inside SQLite, first in line.
    waitInSqlite: true,
  });
  await migrate(db, pgSchema);
  const push =
    db.dialect === "postgres"
      ? await postgresPushHub(config.databaseUrl, pgSchema, (error) =>
          log.warn({ err: error }, "push: lost the database connection"),
        )
      : localPushHub();
  const scheduler = startScheduler(
    { config, db, clock: systemClock, ids: systemIds, log, push },
    config.schedulerIntervalMs,
  );
  log.info({ database: db.dialect }, "turn worker is up");
  const shutdown = async () => {
    await scheduler.stop();
    await push.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
