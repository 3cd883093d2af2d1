import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * A WAL checkpoint copies committed pages from the write-ahead log into the database file and syncs it.
 * SQLite runs one automatically inside whichever commit crosses 1,000 log pages, so a big turn flip (or
 * an unlucky player order) would pay for it on the server's only thread. Instead a worker thread with its
 * own connection checkpoints every second (PASSIVE: it never waits for, or blocks, readers and writers),
 * and the main connection's automatic checkpoint is raised to a safety net it should not reach.
 */
export const MAIN_CONNECTION_AUTOCHECKPOINT_PAGES = 10_000;
const CHECKPOINT_INTERVAL_MS = 1_000;

// Plain JavaScript, evaluated by the worker: no TypeScript loader is needed in the worker thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 1000");
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Runs a last checkpoint, closes the worker's connection and ends the thread. */
  stop(): Promise<void>;
}

export const startCheckpointer = (path: string, onError: (message: string) => void): Checkpointer => {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    name: "checkpointer",
    workerData: { driver, path, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.unref();
  worker.on("message", (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on("error", (error) => onError(String(error)));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    stop: async () => {
      // Referenced again so the process waits for the last checkpoint instead of exiting under it.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
};
