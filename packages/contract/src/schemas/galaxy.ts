import { z } from "zod";
import { EMPIRE_NAME_MAX, RACES, RACE_BONUS_KEYS } from "@nova/rules";
import { GalaxyIdSchema, ResourcesSchema } from "./common.ts";
import { RoundInfoSchema } from "./round.ts";

export const GALAXY_STATUSES = ["active", "paused", "ended"] as const;
export const TURN_PHASES = ["open", "processing"] as const;

export const GalaxyConfigSchema = z.object({
  gridWidth: z.number().int(),
  gridHeight: z.number().int(),
  familyCount: z.number().int(),
  planetsPerHomeSystem: z.number().int(),
  planetsPerNeutralSystem: z.number().int(),
  maxPlayersPerFamily: z.number().int(),
  systemDensity: z.number(),
  turnLengthMinutes: z.number().int(),
});

/** A galaxy as one caller sees it: `canJoin`, `isOwner` and `playerId` are computed for that caller. */
export const GalaxySchema = z.object({
  id: z.string(),
  shardId: z.string(),
  name: z.string(),
  status: z.enum(GALAXY_STATUSES),
  createdAt: z.string(),
  config: GalaxyConfigSchema,
  ownerId: z.string().nullable(),
  isPrivate: z.boolean(),
  /** Only the owner sees the invitation list; everyone else gets an empty list. */
  allowedUserIds: z.array(z.string()),
  canJoin: z.boolean(),
  isOwner: z.boolean(),
  /** The caller's player in this galaxy, if any. */
  playerId: z.string().nullable(),
  playerCount: z.number().int(),
  currentTurn: z.number().int(),
  round: RoundInfoSchema,
});
export type Galaxy = z.infer<typeof GalaxySchema>;

export const GalaxyListSchema = z.object({ galaxies: z.array(GalaxySchema) });

export const PlayerSummarySchema = z.object({
  playerId: z.string(),
  username: z.string(),
  race: z.enum(RACES),
  familyId: z.string().nullable(),
  isNpc: z.boolean(),
  networth: z.number(),
  population: z.number().int(),
  /** The caller's own resources; null for other players (their stocks are learned through spying). */
  resources: ResourcesSchema.nullable(),
});
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;
export const PlayerListSchema = z.object({ players: z.array(PlayerSummarySchema) });

export const RaceSchema = z.object({
  race: z.enum(RACES),
  description: z.string(),
  bonuses: z.record(z.enum(RACE_BONUS_KEYS), z.number()),
  canBuildTaxOffices: z.boolean(),
  canBuildDroids: z.boolean(),
  colour: z.string(),
});
export type RaceInfo = z.infer<typeof RaceSchema>;
export const RaceListSchema = z.object({ races: z.array(RaceSchema) });

export const TurnInfoSchema = z.object({
  galaxyId: z.string(),
  currentTurn: z.number().int(),
  phase: z.enum(TURN_PHASES),
  turnLengthMinutes: z.number().int(),
  nextTurnAt: z.string(),
  status: z.enum(GALAXY_STATUSES),
  round: RoundInfoSchema,
});
export type TurnInfo = z.infer<typeof TurnInfoSchema>;

/** Registration; strict, so a client cannot slip in resources, a family or a role. */
export const RegisterRequestSchema = z.strictObject({
  username: z.string().max(200, "Empire name must be at most 32 characters"),
  race: z.string(),
  galaxyId: GalaxyIdSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  playerId: z.string(),
  galaxyId: z.string(),
  username: z.string(),
  race: z.enum(RACES),
  familyId: z.string(),
  homePlanetId: z.string(),
});

export const AdvanceTurnRequestSchema = z.strictObject({
  turns: z.number().int().min(1).max(1000).default(1),
});
export const AdvanceTurnResponseSchema = z.object({
  galaxyId: z.string(),
  fromTurn: z.number().int(),
  currentTurn: z.number().int(),
});

export const EMPIRE_NAME_LIMIT = EMPIRE_NAME_MAX;
export { GalaxyIdSchema };
