/**
 * The turn worker thread (docs/turn-worker.md): its own database connection, its own event loop, the
 * scheduler. Push events and metric updates go to the API thread, which owns the sockets and /metrics.
 */
import { parentPort, workerData } from "node:worker_threads";
import pino from "pino";
import { openDatabase } from "../db/database.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { systemClock } from "../platform/clock.ts";
import { systemIds } from "../platform/ids.ts";
import type { PushHub } from "../push/push-hub.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { startScheduler } from "./scheduler.ts";
import type { ApiMessage, FlipFailpoint, TurnWorkerData, WorkerMessage } from "./turn-worker-protocol.ts";

const port = parentPort;
if (!port) throw new Error("turn-worker-thread.ts runs only as a worker thread");
const post = (message: WorkerMessage) => port.postMessage(message);

const { config, pgSchema } = workerData as TurnWorkerData;
const log = pino({ level: config.logLevel, base: { worker: "turn" } });
const db = openDatabase(config.databaseUrl, {
  ...(pgSchema ? { pgSchema } : {}),
  // The API's connection runs the checkpointer for the database file.
  checkpointer: false,
  // This thread serves no requests: its flips wait for the write lock inside SQLite, first in line, rather than
  // queue behind the API's stream of short writes (bench:load: flip windows 10x slower that way).
  waitInSqlite: true,
});

const push: PushHub = {
  publish: (event) => post({ type: "push", event }),
  subscribe: () => () => undefined,
  close: async () => undefined,
};
const metrics: Metrics = {
  inc: (name, help, labels = {}, by = 1) => post({ type: "metric", op: "inc", name, help, labels, value: by }),
  set: (name, help, labels, value) => post({ type: "metric", op: "set", name, help, labels, value }),
  render: async () => "",
  contentType: "text/plain",
};

// A failpoint armed by a test holds the next flip open until released (or until the thread is killed).
let armed: FlipFailpoint | null = null;
let release: (() => void) | null = null;
const hold = (at: FlipFailpoint) => async (galaxyId: string, turn: number) => {
  if (armed !== at) return;
  armed = null;
  await new Promise<void>((resolve) => {
    release = resolve;
    post({ type: "failpoint", galaxyId, turn });
  });
};
const failpoints = { inFlip: hold("inFlip"), afterCompute: hold("afterCompute") };

const deps: ServiceDeps = { config, db, clock: systemClock, ids: systemIds, log, push, metrics, failpoints };
const scheduler = startScheduler(deps, config.schedulerIntervalMs, () => post({ type: "tick", at: Date.now() }));
post({ type: "ready" });

port.on("message", (message: ApiMessage) => {
  if (message.type === "arm-failpoint") {
    armed = message.at;
    post({ type: "failpoint-armed" });
  } else if (message.type === "release-failpoint") {
    release?.();
    release = null;
  } else if (message.type === "stop") {
    release?.();
    void scheduler
      .stop()
      .then(() => db.close())
      .finally(() => {
        post({ type: "stopped" });
        port.close();
      });
  }
});
