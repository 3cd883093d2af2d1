import { GalaxyParamsSchema } from "../schemas/common.ts";
import {
  AdviceSchema,
  AwaySummarySchema,
  CombatPreviewRequestSchema,
  CombatPreviewSchema,
  SummaryQuerySchema,
  ToursDoneSchema,
  TourParamsSchema,
} from "../schemas/guidance.ts";
import { none, route } from "./route.ts";

/** Issue 18: what a player can foresee and what to do next. */
export const guidanceRoutes = {
  combatPreview: route({
    method: "POST",
    path: "/combat/preview",
    auth: true,
    params: none,
    query: none,
    body: CombatPreviewRequestSchema,
    response: CombatPreviewSchema,
  }),
  advice: route({
    method: "GET",
    path: "/player/advice/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: AdviceSchema,
  }),
  awaySummary: route({
    method: "GET",
    path: "/player/summary/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: SummaryQuerySchema,
    body: none,
    response: AwaySummarySchema,
  }),
  toursDone: route({
    method: "GET",
    path: "/account/tours",
    auth: true,
    params: none,
    query: none,
    body: none,
    response: ToursDoneSchema,
  }),
  finishTour: route({
    method: "POST",
    path: "/account/tours/:tour",
    auth: true,
    params: TourParamsSchema,
    query: none,
    body: none,
    response: ToursDoneSchema,
  }),
};
