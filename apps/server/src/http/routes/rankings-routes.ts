import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import {
  familyRankingMembers,
  familyRankings,
  playerRankings,
  publicEmpire,
} from "../../services/player/rankings-service.ts";
import { defineRoute } from "../define-route.ts";

export const rankingsRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.playerRankings, async ({ user, params }) => playerRankings(deps, user, params.galaxyId));
  defineRoute(app, routes.familyRankings, async ({ user, params }) => familyRankings(deps, user, params.galaxyId));
  defineRoute(app, routes.familyRankingMembers, async ({ user, params }) =>
    familyRankingMembers(deps, user, params.galaxyId, params.familyId),
  );
  defineRoute(app, routes.publicEmpire, async ({ user, params }) =>
    publicEmpire(deps, user, params.galaxyId, params.playerId),
  );
};
