import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import {
  castVote,
  familyList,
  familyMembers,
  updateRole,
  votingResults,
} from "../../services/family/family-service.ts";
import { defineRoute } from "../define-route.ts";

export const familyRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.familyVote, async ({ user, params, query, body }) =>
    castVote(deps, user, params.galaxyId, query.playerId, body.votedForPlayerId),
  );
  defineRoute(app, routes.familyVotingResults, async ({ user, params, query }) =>
    votingResults(deps, user, params.galaxyId, query.familyId),
  );
  defineRoute(app, routes.familyUpdateRole, async ({ user, params, query, body }) =>
    updateRole(deps, user, params.galaxyId, query.playerId, body.targetPlayerId, body.newRole),
  );
  defineRoute(app, routes.familyList, async ({ user, params }) => familyList(deps, user, params.galaxyId));
  defineRoute(app, routes.familyMembers, async ({ user, params, query }) =>
    familyMembers(deps, user, params.galaxyId, query.familyId),
  );
};
