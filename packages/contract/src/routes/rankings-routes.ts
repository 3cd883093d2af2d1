import { z } from "zod";
import { GalaxyParamsSchema } from "../schemas/common.ts";
import {
  FamilyMemberRankingListSchema,
  FamilyRankingListSchema,
  PlayerRankingListSchema,
  PublicEmpireSchema,
} from "../schemas/rankings.ts";
import { IN_GALAXY, none, route } from "./route.ts";

/** Rankings (social-and-advanced sections 2 and 7): public standings of a galaxy's empires and families. */
export const rankingsRoutes = {
  playerRankings: route({
    method: "GET",
    path: "/rankings/players/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: PlayerRankingListSchema,
  }),
  familyRankings: route({
    method: "GET",
    path: "/rankings/families/:galaxyId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: FamilyRankingListSchema,
  }),
  familyRankingMembers: route({
    method: "GET",
    path: "/rankings/families/:galaxyId/:familyId/members",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema.extend({ familyId: z.string().min(1).max(200) }),
    query: none,
    body: none,
    response: FamilyMemberRankingListSchema,
  }),
  publicEmpire: route({
    method: "GET",
    path: "/rankings/empire/:galaxyId/:playerId",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: GalaxyParamsSchema.extend({ playerId: z.string().min(1).max(200) }),
    query: none,
    body: none,
    response: PublicEmpireSchema,
  }),
} as const;
