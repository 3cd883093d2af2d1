import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { aidAllowance, sendAid } from "../../services/family/aid-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { galaxyNews } from "../../services/events/news-service.ts";
import { defineRoute } from "../define-route.ts";

export const newsAidRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.galaxyNews, async ({ user, params, query }) =>
    galaxyNews(deps, user, params.galaxyId, query.limit),
  );
  defineRoute(app, routes.sendAid, async ({ user, params, body }) =>
    sendAid(deps, user, params.galaxyId, body.toPlayerId, body.resources),
  );
  defineRoute(app, routes.aidAllowance, async ({ user, params }) => aidAllowance(deps, user, params.galaxyId));
};
