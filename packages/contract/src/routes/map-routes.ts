import { z } from "zod";
import { GalaxyParamsSchema } from "../schemas/common.ts";
import {
  FamilyListSchema,
  GalaxyLayoutSchema,
  OccupiedSystemsSchema,
  QuadrantQuerySchema,
  SystemListSchema,
  SystemPlanetsSchema,
  SystemsQuerySchema,
} from "../schemas/map.ts";
import { IN_GALAXY, none, route } from "./route.ts";

export const mapRoutes = {
  layout: route({
    method: "GET",
    path: "/galaxy/layout/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: GalaxyLayoutSchema,
  }),
  systems: route({
    method: "GET",
    path: "/galaxy/systems/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: SystemsQuerySchema,
    body: none,
    response: SystemListSchema,
  }),
  quadrant: route({
    method: "GET",
    path: "/galaxy/systems/:galaxyId/quadrant",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: QuadrantQuerySchema,
    body: none,
    response: SystemListSchema,
  }),
  systemPlanets: route({
    method: "GET",
    path: "/galaxy/system-planets/:galaxyId/:systemId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    // `x,y`, `x,y:planetCount` or `{galaxyId}:x,y`, coordinates of at most 6 digits (grids are far smaller).
    params: GalaxyParamsSchema.extend({
      systemId: z
        .string()
        .regex(/^(?:[A-Za-z0-9_-]{3,64}:)?\d{1,6},\d{1,6}(?::\d{1,6})?$/, "systemId must be x,y (whole numbers)"),
    }),
    query: none,
    body: none,
    response: SystemPlanetsSchema,
  }),
  occupiedSystems: route({
    method: "GET",
    path: "/galaxy/occupied-systems/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: OccupiedSystemsSchema,
  }),
  families: route({
    method: "GET",
    path: "/galaxy/families/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: FamilyListSchema,
  }),
} as const;
