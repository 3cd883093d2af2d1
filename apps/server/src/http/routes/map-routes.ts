import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import {
  galaxyLayout,
  listFamilies,
  listSystems,
  occupiedSystems,
  quadrantSystems,
  systemPlanets,
} from "../../services/galaxy/map-service.ts";
import { defineRoute } from "../define-route.ts";

export const mapRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.layout, async ({ user, params }) => galaxyLayout(deps, user, params.galaxyId));
  defineRoute(app, routes.systems, async ({ user, params, query }) => ({
    systems: await listSystems(deps, user, params.galaxyId, query.home_only === "true" || query.home_only === "1"),
  }));
  defineRoute(app, routes.quadrant, async ({ user, params, query }) => ({
    systems: await quadrantSystems(deps, user, params.galaxyId, query.quadrant_x, query.quadrant_y),
  }));
  defineRoute(app, routes.systemPlanets, async ({ user, params }) =>
    systemPlanets(deps, user, params.galaxyId, params.systemId),
  );
  defineRoute(app, routes.occupiedSystems, async ({ user, params }) => ({
    occupiedSystems: await occupiedSystems(deps, user, params.galaxyId),
  }));
  defineRoute(app, routes.families, async ({ user, params }) => ({
    families: await listFamilies(deps, user, params.galaxyId),
  }));
};
