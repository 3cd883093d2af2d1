import { z } from "zod";
import { RACES } from "@nova/rules";

const count = z.number().int().nonnegative();

/**
 * One empire's public standing (social-and-advanced section 3, Rankings). Beside the spec's fields it carries
 * `race` (the rows use race colours), `familyId` (to open the family from a player row) and `isNpc`; all three
 * are already public in `GET /galaxy/players`. No resource stock ever appears here.
 */
export const PlayerRankingSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  race: z.enum(RACES),
  isNpc: z.boolean(),
  familyId: z.string().nullable(),
  familyName: z.string().nullable(),
  networth: z.number().int(),
  planetCount: count,
  totalPopulation: count,
  researchPoints: z.number(),
  /** The system of the empire's home world (where it was founded); null only if that planet is gone. */
  homeSystemCoordinates: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
});
export type PlayerRanking = z.infer<typeof PlayerRankingSchema>;

/** GET /rankings/players/{galaxyId}: every empire, NPCs included, best first (docs/decisions.md). */
export const PlayerRankingListSchema = z.object({ players: z.array(PlayerRankingSchema) });
export type PlayerRankingList = z.infer<typeof PlayerRankingListSchema>;

/** One family's standing: the sums over its members; `avgNetworth` is rounded to a whole number. */
export const FamilyRankingSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  memberCount: count,
  totalNetworth: z.number().int(),
  avgNetworth: z.number().int(),
  totalPlanets: count,
});
export type FamilyRanking = z.infer<typeof FamilyRankingSchema>;

/** GET /rankings/families/{galaxyId}: the families that have members, best first. */
export const FamilyRankingListSchema = z.object({ families: z.array(FamilyRankingSchema) });
export type FamilyRankingList = z.infer<typeof FamilyRankingListSchema>;

/** The spec's family member row: the player-style row (which already names the race). */
export const FamilyMemberRankingSchema = PlayerRankingSchema;
export type FamilyMemberRanking = z.infer<typeof FamilyMemberRankingSchema>;

/** GET /rankings/families/{galaxyId}/{familyId}/members: the family and its members, best first. */
export const FamilyMemberRankingListSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  members: z.array(FamilyMemberRankingSchema),
});
export type FamilyMemberRankingList = z.infer<typeof FamilyMemberRankingListSchema>;

/**
 * GET /rankings/empire/{galaxyId}/{playerId}: what anyone who may see the galaxy may know of one empire, for
 * "View Empire" on the player list (core-play section 2). Strict: only public standings, never resources,
 * units, queues, research or morale of a rival; the owner's full dashboard is `GET /player/stats`.
 */
export const PublicEmpireSchema = z
  .object({
    playerId: z.string(),
    playerName: z.string(),
    race: z.enum(RACES),
    isNpc: z.boolean(),
    familyId: z.string().nullable(),
    familyName: z.string().nullable(),
    networth: z.number().int(),
    population: count,
    planetCount: count,
    /** 1 for the best networth of the galaxy, as on the Rankings page. */
    rank: z.number().int().positive(),
    /** How many empires the galaxy ranks (NPCs included). */
    rankedEmpires: z.number().int().positive(),
    homeSystemCoordinates: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
  })
  .strict();
export type PublicEmpire = z.infer<typeof PublicEmpireSchema>;
