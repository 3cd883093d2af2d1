import { GalaxyQuerySchema } from "../schemas/common.ts";
import {
  AllocationRequestSchema,
  AllocationResponseSchema,
  DepositRequestSchema,
  DepositResponseSchema,
  ResearchStatsSchema,
} from "../schemas/research.ts";
import { IN_GALAXY, none, route } from "./route.ts";

/** Research (social-and-advanced section 7): every call names the galaxy in the query. */
export const researchRoutes = {
  researchStats: route({
    method: "GET",
    path: "/research/stats",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: none,
    query: GalaxyQuerySchema,
    body: none,
    response: ResearchStatsSchema,
  }),
  researchDeposit: route({
    method: "POST",
    path: "/research/deposit",
    auth: true,
    mutates: true,
    refusals: [...IN_GALAXY, "insufficient_resources"],
    params: none,
    query: GalaxyQuerySchema,
    body: DepositRequestSchema,
    response: DepositResponseSchema,
  }),
  researchAllocation: route({
    method: "GET",
    path: "/research/allocation",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: none,
    query: GalaxyQuerySchema,
    body: none,
    response: AllocationResponseSchema,
  }),
  setResearchAllocation: route({
    method: "POST",
    path: "/research/allocation",
    auth: true,
    mutates: true,
    refusals: IN_GALAXY,
    params: none,
    query: GalaxyQuerySchema,
    body: AllocationRequestSchema,
    response: AllocationResponseSchema,
  }),
} as const;
