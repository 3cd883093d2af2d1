import { routes, routeUrl, type Dashboard, type DashboardQuery } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { dashboard } from "../../services/dashboard/dashboard-service.ts";
import { playerInfrastructure } from "../../services/player/infrastructure-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { keptAnswerKey, type AnswerCache } from "../answer-cache.ts";
import { defineRoute } from "../define-route.ts";
import { answerJson } from "../response-shape.ts";

/** Issue 12: the dashboard's reads after a flip in one answer, and its infrastructure figures. */
export const dashboardRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.dashboard, async ({ user, params, query }) => {
    const cache = app.answerCache;
    const version = cache.version(user.id);
    const answer = await dashboard(deps, user, params.galaxyId, query);
    // Built while nothing changed: its polled parts are then the answers their own routes would keep.
    if (version !== null && cache.version(user.id) === version)
      keepPolledParts(cache, user.id, version, params.galaxyId, query, answer);
    return answer;
  });
  defineRoute(app, routes.infrastructure, ({ user, params }) => playerInfrastructure(deps, user, params.galaxyId), {
    reuse: {},
  });
};

/**
 * Keeps the stats, the events and the infrastructure of a dashboard answer as the kept answers of their own routes,
 * at the URLs the client asks for them (`routeUrl`, which its typed client uses). The dashboard polls them every 10
 * and 30 s: after a flip every kept answer is stale, and the poll that follows a player's refetch would otherwise
 * read the same rows again. Not the planets list: the dashboard does not show it (decision 231), and it is 35 KB to
 * write out again for a Planets screen that may not be open.
 */
const keepPolledParts = (
  cache: AnswerCache,
  reader: string,
  version: string,
  galaxyId: string,
  query: DashboardQuery,
  answer: Dashboard,
): void => {
  const keep = (url: string, text: string) =>
    cache.set(keptAnswerKey(reader, url), { reader, version, text, until: Number.POSITIVE_INFINITY });
  if (answer.stats) {
    const url = routeUrl(routes.playerStats, { query: { galaxyId } });
    keep(url, answerJson(routes.playerStats.response, answer.stats));
  }
  if (answer.events) {
    const url = routeUrl(routes.events, { params: { galaxyId }, query: { limit: query.eventsLimit } });
    keep(url, answerJson(routes.events.response, answer.events));
  }
  if (answer.infrastructure) {
    const url = routeUrl(routes.infrastructure, { params: { galaxyId } });
    keep(url, answerJson(routes.infrastructure.response, answer.infrastructure));
  }
};
