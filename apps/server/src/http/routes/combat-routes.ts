import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { empireLog } from "../../services/events/activity-service.ts";
import { getBattle, listBattles } from "../../services/combat/battle-report-service.ts";
import { initiateCombat } from "../../services/combat/combat-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";

export const combatRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.initiateCombat, async ({ user, params, query }) =>
    initiateCombat(deps, user, query.galaxy_id, params.planetId, query.player_id),
  );
  defineRoute(app, routes.battles, async ({ user, params }) => ({
    reports: await listBattles(deps, user, params.galaxyId),
  }));
  defineRoute(app, routes.battle, async ({ user, params }) => getBattle(deps, user, params.galaxyId, params.reportId));
  defineRoute(app, routes.activity, async ({ user, params, query }) => ({
    activities: await empireLog(deps, user, params.galaxyId, query),
  }));
};
