import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";
import { pingDatabase } from "../../db/repositories/status-repository.ts";

export const healthRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.health, async () => {
    await pingDatabase(deps.db.kysely); // fails the health check when the database is unreachable
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
  });
};
