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
  const fresh = (now: number) => now - pingedAt < PING_FRESH_MS;
  type Answer = ReturnType<typeof buildAnswer>;
  const buildAnswer = (now: number) => {
    const worker = deps.turnWorker;
    return {
      status: "ok" as const,
      database: deps.db.dialect,
      time: iso(now),
      turnWorker: {
        status: worker?.status ?? "off",
        lastTickAt: worker?.lastTickAt ? iso(worker.lastTickAt) : null,
        restarts: worker?.restarts ?? 0,
      },
    };
  };
  // The same answer object while nothing in it can differ (the same millisecond, the same worker state), so that
  // its text and headers are worked out once (define-route.ts `instant`): under load many checks share a
  // millisecond (bench:http: dozens), and building and writing the answer was a tenth of the check's cost.
  let last: { readonly now: number; readonly tick: number | null; readonly restarts: number; answer: Answer } | null =
    null;
  const answer = (now: number): Answer => {
    const worker = deps.turnWorker;
    const tick = worker?.lastTickAt ?? null;
    const restarts = worker?.restarts ?? 0;
    if (
      last === null ||
      last.now !== now ||
      last.tick !== tick ||
      last.restarts !== restarts ||
      last.answer.turnWorker.status !== (worker?.status ?? "off")
    )
      last = { now, tick, restarts, answer: buildAnswer(now) };
    return last.answer;
  };
  defineRoute(
    app,
    routes.health,
    async () => {
      // Fails the health check when the database is unreachable.
      if (!fresh(deps.clock.now())) {
        await pingDatabase(deps.db.kysely);
        pingedAt = deps.clock.now();
      }
      return answer(deps.clock.now());
    },
    // While the last ping vouches for the database, the answer is all in memory.
    {
      instant: () => {
        const now = deps.clock.now();
        return fresh(now) ? answer(now) : null;
      },
    },
  );
};
