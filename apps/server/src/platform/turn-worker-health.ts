/**
 * Where this process's turn flips stand, for /health and /metrics: `running` (the worker thread is up),
 * `starting`, `restarting` (it died; a new one is on its way), `inline` (on the API's own event loop),
 * `off` (this process flips nothing: a separate `npm run worker` does, or nobody in tests).
 */
export type TurnWorkerStatus = "starting" | "running" | "restarting" | "inline" | "off";

export interface TurnWorkerHealth {
  status: TurnWorkerStatus;
  /** When the worker last finished a scheduler tick (epoch ms). */
  lastTickAt: number | null;
  restarts: number;
}
