import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import {
  activeEffects,
  castOperation,
  plantedOperations,
  triggerOperation,
} from "../../services/operations/operations-service.ts";
import { infiltrations } from "../../services/operations/infiltration-service.ts";
import { activeOperations } from "../../services/operations/intel-overlay-service.ts";
import { defineRoute } from "../define-route.ts";
import { refuse } from "../../domain/app-error.ts";

export const operationsRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.castOperation, async ({ user, params, body }) => {
    if (body.galaxyId !== params.galaxyId) throw refuse("body_galaxy_mismatch");
    return castOperation(deps, user, params.galaxyId, {
      playerId: body.playerId,
      operationType: body.operationType,
      targetPlayerId: body.targetPlayerId,
      targetPlanetId: body.targetPlanetId,
      framedPlayerId: body.framedPlayerId,
      targetUnitType: body.targetUnitType,
    });
  });
  defineRoute(app, routes.activeEffects, async ({ user, params }) => activeEffects(deps, user, params.galaxyId));
  defineRoute(app, routes.activeOperations, async ({ user, params }) => activeOperations(deps, user, params.galaxyId));
  defineRoute(app, routes.infiltrations, async ({ user, params }) => infiltrations(deps, user, params.galaxyId));
  defineRoute(app, routes.plantedOperations, async ({ user, params }) =>
    plantedOperations(deps, user, params.galaxyId),
  );
  defineRoute(app, routes.triggerOperation, async ({ user, body }) =>
    triggerOperation(deps, user, {
      galaxyId: body.galaxyId,
      playerId: body.playerId,
      effectId: body.effectId,
      targetBuildingType: body.targetBuildingType,
    }),
  );
};
