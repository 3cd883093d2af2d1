import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { dashboard } from "../../services/dashboard/dashboard-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";

/** Issue 12: the dashboard's reads after a flip in one answer. */
export const dashboardRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.dashboard, async ({ user, params, query }) => dashboard(deps, user, params.galaxyId, query));
};
