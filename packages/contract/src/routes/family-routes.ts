import { GalaxyParamsSchema } from "../schemas/common.ts";
import {
  FamilyDirectorySchema,
  FamilyMemberListSchema,
  FamilyOrderQuerySchema,
  FamilyQuerySchema,
  UpdateRoleRequestSchema,
  UpdateRoleResponseSchema,
  VoteRequestSchema,
  VoteResponseSchema,
  VotingResultsSchema,
} from "../schemas/family.ts";
import { none, route } from "./route.ts";

/** Family and leadership voting (social-and-advanced section 7). */
export const familyRoutes = {
  familyVote: route({
    method: "POST",
    path: "/family/:galaxyId/vote",
    auth: true,
    mutates: true,
    params: GalaxyParamsSchema,
    query: FamilyOrderQuerySchema,
    body: VoteRequestSchema,
    response: VoteResponseSchema,
  }),
  familyVotingResults: route({
    method: "GET",
    path: "/family/:galaxyId/voting-results",
    auth: true,
    mutates: false,
    params: GalaxyParamsSchema,
    query: FamilyQuerySchema,
    body: none,
    response: VotingResultsSchema,
  }),
  familyUpdateRole: route({
    method: "POST",
    path: "/family/:galaxyId/update-role",
    auth: true,
    mutates: true,
    params: GalaxyParamsSchema,
    query: FamilyOrderQuerySchema,
    body: UpdateRoleRequestSchema,
    response: UpdateRoleResponseSchema,
  }),
  familyList: route({
    method: "GET",
    path: "/family/:galaxyId/list",
    auth: true,
    mutates: false,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: FamilyDirectorySchema,
  }),
  familyMembers: route({
    method: "GET",
    path: "/family/:galaxyId/members",
    auth: true,
    mutates: false,
    params: GalaxyParamsSchema,
    query: FamilyQuerySchema,
    body: none,
    response: FamilyMemberListSchema,
  }),
} as const;
