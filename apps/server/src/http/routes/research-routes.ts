import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import {
  depositResearch,
  researchAllocation,
  researchStats,
  setResearchAllocation,
} from "../../services/research/research-service.ts";
import { defineRoute } from "../define-route.ts";

export const researchRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.researchStats, async ({ user, query }) => researchStats(deps, user, query.galaxyId));
  defineRoute(app, routes.researchDeposit, async ({ user, query, body }) =>
    depositResearch(deps, user, query.galaxyId, body.amount),
  );
  defineRoute(app, routes.researchAllocation, async ({ user, query }) =>
    researchAllocation(deps, user, query.galaxyId),
  );
  defineRoute(app, routes.setResearchAllocation, async ({ user, query, body }) =>
    setResearchAllocation(deps, user, query.galaxyId, body.allocation),
  );
};
