import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { placeBuildOrder, placeUnitOrder } from "../../services/player/order-service.ts";
import { defineRoute } from "../define-route.ts";

export const orderRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.buildOrder, async ({ user, body }) => placeBuildOrder(deps, user, body), {
    successStatus: 201,
  });
  defineRoute(app, routes.unitBuild, async ({ user, body }) => placeUnitOrder(deps, user, body), {
    successStatus: 201,
  });
};
