import type { TurnWorkerHealth } from "../platform/turn-worker-health.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { PushHub } from "../push/push-hub.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Ids } from "../platform/ids.ts";

/** What every service needs; built once in the composition root. */
export interface ServiceDeps {
  readonly config: Config;
  readonly db: Db;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly log: FastifyBaseLogger;
  /** Server push after commits; absent in tools that run services without a server (bench, CLI). */
  readonly push?: PushHub;
  /** Operator figures served at /metrics; absent in tools that run services without a server. */
  readonly metrics?: Metrics;
  /** Where this process's turn flips stand (/health). */
  readonly turnWorker?: TurnWorkerHealth;
  /** Test hooks in the flip; absent in production. */
  readonly failpoints?: Failpoints;
}

export interface Failpoints {
  /** Awaited inside a flip's transaction, after its changes are made and before it commits. */
  readonly inFlip?: (galaxyId: string, turn: number) => Promise<void>;
  /** Awaited once a flip has computed its turn from its snapshot, before it takes the galaxy's lock to apply it. */
  readonly afterCompute?: (galaxyId: string, turn: number) => Promise<void>;
}
