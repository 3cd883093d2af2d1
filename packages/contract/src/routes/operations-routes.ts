import { GalaxyParamsSchema } from "../schemas/common.ts";
import {
  ActiveEffectsSchema,
  ActiveOperationsSchema,
  InfiltrationsSchema,
  CastRequestSchema,
  CastResponseSchema,
  PlantedOperationsSchema,
  TriggerRequestSchema,
  TriggerResponseSchema,
} from "../schemas/operations.ts";
import { none, route } from "./route.ts";

/** Operations (social-and-advanced section 7). */
export const operationsRoutes = {
  castOperation: route({
    method: "POST",
    path: "/operations/:galaxyId/cast",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: CastRequestSchema,
    response: CastResponseSchema,
  }),
  activeEffects: route({
    method: "GET",
    path: "/operations/:galaxyId/active-effects",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: ActiveEffectsSchema,
  }),
  activeOperations: route({
    method: "GET",
    path: "/operations/:galaxyId/active",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: ActiveOperationsSchema,
  }),
  infiltrations: route({
    method: "GET",
    path: "/operations/:galaxyId/infiltrations",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: InfiltrationsSchema,
  }),
  plantedOperations: route({
    method: "GET",
    path: "/operations/:galaxyId/planted",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: PlantedOperationsSchema,
  }),
  triggerOperation: route({
    method: "POST",
    path: "/operations/trigger",
    auth: true,
    params: none,
    query: none,
    body: TriggerRequestSchema,
    response: TriggerResponseSchema,
  }),
} as const;
