import { Worker } from "node:worker_threads";
import type { HeapInfo } from "node:v8";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { TurnWorkerHealth } from "../platform/turn-worker-health.ts";
import type { PushHub } from "../push/push-hub.ts";
import type { ApiMessage, FlipFailpoint, TurnWorkerData, WorkerMessage } from "./turn-worker-protocol.ts";

export interface HeldFlip {
  readonly reached: Promise<{ galaxyId: string; turn: number }>;
}

export interface TurnWorker {
  readonly health: TurnWorkerHealth;
  /** Resolves when the current worker thread has started its scheduler. */
  ready(): Promise<void>;
  /**
   * Tests: the next flip stops inside its transaction (`inFlip`, the default) or once computed and before it
   * takes the galaxy's lock (`afterCompute`). Resolves once the thread has armed the failpoint (make the flip due
   * only then: a scheduler tick before the thread read the message would flip past it); `reached` resolves with
   * the flip once it is held there.
   */
  holdNextFlip(at?: FlipFailpoint): Promise<HeldFlip>;
  /** Tests: lets a held flip commit. */
  releaseFlip(): void;
  /** The thread's V8 heap, as V8 reports it (bench:load splits the process's memory by thread with it). */
  heapStatistics(): Promise<HeapInfo>;
  /** Tests: ends the thread at once, as a crash would (its open transaction is lost); a new one starts. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const THREAD = new URL("./turn-worker-thread.ts", import.meta.url);
/** Restart delays after a crash: 1 s, 2 s, 4 s ... up to 30 s, back to 1 s once a worker has ticked. */
const restartDelayMs = (crashes: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, crashes - 1));

/**
 * Runs turn flips in a worker thread with its own database connection (docs/turn-worker.md), so a flip never
 * holds the API's event loop. The API thread publishes the worker's push events (after its commits) and
 * records its metrics. A worker that dies is replaced, with backoff; its unfinished flip rolled back with its
 * connection and is taken again by the new one (exactly once: the conditional turn update).
 */
export const startTurnWorker = (options: {
  readonly config: Config;
  readonly pgSchema: string | null;
  readonly push: PushHub;
  readonly metrics: Metrics;
  readonly log: FastifyBaseLogger;
  /** Kept up to date for /health. */
  readonly health: TurnWorkerHealth;
}): TurnWorker => {
  const { push, metrics, log, health } = options;
  health.status = "starting";
  let worker: Worker;
  let stopping = false;
  let crashes = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let readyWaiters: (() => void)[] = [];
  let heldWaiter: ((flip: { galaxyId: string; turn: number }) => void) | null = null;
  let armedWaiter: (() => void) | null = null;
  const up = (value: number) => metrics.set("nova_turn_worker_up", "1 while the turn worker thread runs.", {}, value);

  const onMessage = (message: WorkerMessage) => {
    switch (message.type) {
      case "ready":
        health.status = "running";
        up(1);
        for (const resolve of readyWaiters) resolve();
        readyWaiters = [];
        break;
      case "tick":
        health.lastTickAt = message.at;
        crashes = 0;
        metrics.set(
          "nova_turn_worker_last_tick_seconds",
          "When the turn worker last finished a scheduler tick (Unix time).",
          {},
          message.at / 1000,
        );
        break;
      case "push":
        push.publish(message.event);
        break;
      case "metric":
        if (message.op === "inc") metrics.inc(message.name, message.help, message.labels, message.value);
        else metrics.set(message.name, message.help, message.labels, message.value);
        break;
      case "failpoint-armed":
        armedWaiter?.();
        armedWaiter = null;
        break;
      case "failpoint":
        heldWaiter?.({ galaxyId: message.galaxyId, turn: message.turn });
        heldWaiter = null;
        break;
      case "stopped":
        break;
    }
  };

  const start = () => {
    restartTimer = null;
    const data: TurnWorkerData = { config: options.config, pgSchema: options.pgSchema };
    // Named, so the thread shows as "turn-worker" in top -H and /proc (bench:load splits CPU by thread name).
    worker = new Worker(THREAD, { workerData: data, name: "turn-worker" });
    worker.on("message", onMessage);
    worker.on("error", (error) => log.error({ err: error }, "turn worker failed"));
    worker.once("exit", (code) => {
      if (stopping) return;
      crashes++;
      health.status = "restarting";
      health.restarts++;
      up(0);
      metrics.inc("nova_turn_worker_restarts_total", "Turn worker threads replaced after dying.", {});
      const delay = restartDelayMs(crashes);
      log.error({ code, restartInMs: delay }, "turn worker exited; restarting it");
      restartTimer = setTimeout(start, delay);
    });
  };
  start();

  const send = (message: ApiMessage) => worker.postMessage(message);
  return {
    health,
    ready: () =>
      health.status === "running" ? Promise.resolve() : new Promise<void>((resolve) => readyWaiters.push(resolve)),
    holdNextFlip: async (at = "inFlip") => {
      const reached = new Promise<{ galaxyId: string; turn: number }>((resolve) => (heldWaiter = resolve));
      await new Promise<void>((resolve) => {
        armedWaiter = resolve;
        send({ type: "arm-failpoint", at });
      });
      return { reached };
    },
    releaseFlip: () => send({ type: "release-failpoint" }),
    heapStatistics: () => worker.getHeapStatistics(),
    kill: async () => {
      const current = worker;
      const exited = new Promise((resolve) => current.once("exit", resolve));
      await current.terminate();
      await exited;
    },
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = worker;
      const exited = new Promise((resolve) => current.once("exit", resolve));
      send({ type: "stop" });
      // A flip in progress finishes and commits first; a worker stuck past that is ended.
      const deadline = setTimeout(() => void current.terminate(), 30_000);
      await exited;
      clearTimeout(deadline);
      health.status = "off";
      up(0);
    },
  };
};
