import { AidAllowanceSchema, AidRequestSchema, AidResponseSchema } from "../schemas/aid.ts";
import { GalaxyParamsSchema } from "../schemas/common.ts";
import { NewsListSchema, NewsQuerySchema } from "../schemas/news.ts";
import { IN_GALAXY, none, ORDER, route } from "./route.ts";

/** Galaxy news and family aid (issue 17). */
export const newsAidRoutes = {
  galaxyNews: route({
    method: "GET",
    path: "/news/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: NewsQuerySchema,
    body: none,
    response: NewsListSchema,
  }),
  sendAid: route({
    method: "POST",
    path: "/family/:galaxyId/aid",
    auth: true,
    mutates: true,
    refusals: [...ORDER, "forbidden"],
    params: GalaxyParamsSchema,
    query: none,
    body: AidRequestSchema,
    response: AidResponseSchema,
  }),
  aidAllowance: route({
    method: "GET",
    path: "/family/:galaxyId/aid/allowance",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: AidAllowanceSchema,
  }),
} as const;
