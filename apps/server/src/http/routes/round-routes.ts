import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { accountHistory, galaxyRound, hallOfFame, roundResults } from "../../services/rounds/round-service.ts";
import { defineRoute } from "../define-route.ts";

export const roundRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.galaxyRound, ({ user, params }) => galaxyRound(deps, user, params.galaxyId));
  defineRoute(app, routes.roundResults, ({ user, params }) => roundResults(deps, user, params.galaxyId));
  defineRoute(app, routes.hallOfFame, async () => ({ rounds: await hallOfFame(deps) }), {
    sharesPathWithPage: true,
  });
  defineRoute(app, routes.accountHistory, async ({ user }) => ({ empires: await accountHistory(deps, user) }));
};
