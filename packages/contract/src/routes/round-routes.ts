import { GalaxyParamsSchema } from "../schemas/common.ts";
import { AccountHistorySchema, HallOfFameSchema, RoundInfoSchema, RoundResultsSchema } from "../schemas/round.ts";
import { IN_GALAXY, none, route } from "./route.ts";

export const roundRoutes = {
  galaxyRound: route({
    method: "GET",
    path: "/galaxy/round/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: RoundInfoSchema,
  }),
  roundResults: route({
    method: "GET",
    path: "/galaxy/round/:galaxyId/results",
    auth: true,
    mutates: false,
    refusals: [...IN_GALAXY, "conflict"],
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: RoundResultsSchema,
  }),
  hallOfFame: route({
    method: "GET",
    path: "/hall-of-fame",
    auth: true,
    mutates: false,
    refusals: [],
    params: none,
    query: none,
    body: none,
    response: HallOfFameSchema,
  }),
  accountHistory: route({
    method: "GET",
    path: "/account/history",
    auth: true,
    mutates: false,
    refusals: [],
    params: none,
    query: none,
    body: none,
    response: AccountHistorySchema,
  }),
} as const;
