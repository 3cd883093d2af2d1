import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";
import { pingDatabase } from "../../db/repositories/status-repository.ts";

/**
 * How long a good answer from the database vouches for it: a load balancer or a monitor polls /health every few
 * seconds, several at once behind a proxy, and the round trip was about a fifth of the check's cost. A failed ping
 * is never remembered: the next check asks again.
 */
export const PING_FRESH_MS = 1_000;

export const healthRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  let pingedAt = Number.NEGATIVE_INFINITY;
  const fresh = () => deps.clock.now() - pingedAt < PING_FRESH_MS;
  const answer = () => {
    const worker = deps.turnWorker;
    return {
      status: "ok" as const,
      database: deps.db.dialect,
      time: iso(deps.clock.now()),
      turnWorker: {
        status: worker?.status ?? "off",
        lastTickAt: worker?.lastTickAt ? iso(worker.lastTickAt) : null,
        restarts: worker?.restarts ?? 0,
      },
    };
  };
  defineRoute(
    app,
    routes.health,
    async () => {
      // Fails the health check when the database is unreachable.
      if (!fresh()) {
        await pingDatabase(deps.db.kysely);
        pingedAt = deps.clock.now();
      }
      return answer();
    },
    // While the last ping vouches for the database, the answer is all in memory.
    { instant: () => (fresh() ? answer() : null) },
  );
};
