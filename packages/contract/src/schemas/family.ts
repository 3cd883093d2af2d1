import { ID_MESSAGE, ID_PATTERN } from "./common.ts";
import { z } from "zod";
import { FAMILY_ROLES, RACES } from "@nova/rules";

const count = z.number().int().nonnegative();
const playerIdSchema = z.string().min(1, "Player ID is required").max(100).regex(ID_PATTERN, `Player ID ${ID_MESSAGE}`);

/** A family id, whole (`demo:family-1`) or as its last segment (`family-1`, what the dashboard chip shows). */
export const FamilyIdSchema = z
  .string()
  .min(1, "Family ID is required")
  .max(200)
  .regex(ID_PATTERN, `Family ID ${ID_MESSAGE}`);

/** `?familyId=`: whose members or voting results to read. */
export const FamilyQuerySchema = z.object({ familyId: FamilyIdSchema });

/** `?playerId=`: the empire giving the order; it must be the caller's own (403 otherwise). */
export const FamilyOrderQuerySchema = z.object({ playerId: playerIdSchema });

/**
 * One member of a family (social-and-advanced section 3, Family member), plus `isNpc`. Credits are private to
 * the family: only its members may read this (docs/decisions.md, Family).
 */
export const FamilyMemberSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  race: z.enum(RACES),
  familyRole: z.enum(FAMILY_ROLES),
  isNpc: z.boolean(),
  planetCount: count,
  networth: z.number().int(),
  population: count,
  resources: z.object({ credits: count }),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

/** GET /family/{galaxyId}/members?familyId=: the roster, the leader first, then by role and networth. */
export const FamilyMemberListSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  members: z.array(FamilyMemberSchema),
});
export type FamilyMemberList = z.infer<typeof FamilyMemberListSchema>;

/** One human member who may be voted leader (NPCs never are), with the live count of votes for them. */
export const CandidateSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  currentRole: z.enum(FAMILY_ROLES),
  planetCount: count,
  votes: count,
});
export type Candidate = z.infer<typeof CandidateSchema>;

/** GET /family/{galaxyId}/voting-results?familyId= (social-and-advanced section 3, Voting results). */
export const VotingResultsSchema = z.object({
  familyId: z.string(),
  /** Every member of the family, NPCs included. */
  totalMembers: count,
  /** Votes that count: cast by humans for a human of the family. */
  totalVotes: count,
  currentLeader: z.object({ playerId: z.string(), username: z.string() }).nullable(),
  /** Most votes first, then by name. */
  candidates: z.array(CandidateSchema),
});
export type VotingResults = z.infer<typeof VotingResultsSchema>;

export const VoteRequestSchema = z.strictObject({ votedForPlayerId: playerIdSchema });
export const VoteResponseSchema = z.object({ playerId: z.string(), votedFor: z.string() });

export const UpdateRoleRequestSchema = z.strictObject({
  targetPlayerId: playerIdSchema,
  newRole: z.enum(FAMILY_ROLES, { error: "Unknown family role" }),
});
export const UpdateRoleResponseSchema = z.object({
  playerId: z.string(),
  familyRole: z.enum(FAMILY_ROLES),
  /** 'Role updated to Fleet Admiral'. */
  message: z.string(),
});

/** One family of the galaxy (social-and-advanced section 3, Family list item). */
export const FamilyDirectoryItemSchema = z.object({
  familyId: z.string(),
  name: z.string(),
  memberCount: count,
  /** Null while the family has no elected leader. */
  leaderUsername: z.string().nullable(),
});
export type FamilyDirectoryItem = z.infer<typeof FamilyDirectoryItemSchema>;

/** GET /family/{galaxyId}/list: every family of the galaxy, in family order. */
export const FamilyDirectorySchema = z.object({ families: z.array(FamilyDirectoryItemSchema) });
export type FamilyDirectory = z.infer<typeof FamilyDirectorySchema>;
