import { z } from "zod";
import { RACES, ROUND_AWARDS } from "@nova/rules";

export const ROUND_STATUSES = ["signup", "running", "ended"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export { ROUND_AWARDS };

/** A galaxy's round (docs/rounds.md). `endsAt` is the expected time of the last flip from the turn schedule. */
export const RoundInfoSchema = z.object({
  galaxyId: z.string(),
  round: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  startedAt: z.string(),
  currentTurn: z.number().int(),
  endTurn: z.number().int(),
  endsAt: z.string(),
  /** A recurring galaxy's sign-up window: when the round's first turn starts; null once running. */
  signupEndsAt: z.string().nullable(),
  recurring: z.boolean(),
  /** The next round's galaxy, once opened. */
  nextGalaxyId: z.string().nullable(),
  /** The round before, for a recurring galaxy's round 2 and later. */
  previousGalaxyId: z.string().nullable(),
});
export type RoundInfo = z.infer<typeof RoundInfoSchema>;

export const RoundPlayerResultSchema = z.object({
  rank: z.number().int(),
  playerId: z.string(),
  empireName: z.string(),
  race: z.enum(RACES),
  familyName: z.string().nullable(),
  networth: z.number(),
  planets: z.number().int(),
});
export type RoundPlayerResult = z.infer<typeof RoundPlayerResultSchema>;

export const RoundFamilyResultSchema = z.object({
  rank: z.number().int(),
  familyId: z.string(),
  name: z.string(),
  networth: z.number(),
  members: z.number().int(),
});
export type RoundFamilyResult = z.infer<typeof RoundFamilyResultSchema>;

export const RoundAwardSchema = z.union([
  z.object({ award: z.enum(ROUND_AWARDS), playerId: z.string(), value: z.number() }),
  z.object({ award: z.enum(ROUND_AWARDS), familyId: z.string(), value: z.number() }),
]);
export type RoundAwardView = z.infer<typeof RoundAwardSchema>;

export const RoundResultsSchema = z.object({
  players: z.array(RoundPlayerResultSchema),
  families: z.array(RoundFamilyResultSchema),
  awards: z.array(RoundAwardSchema),
});
export type RoundResults = z.infer<typeof RoundResultsSchema>;

/** An award as listed away from its round: with the winner's name. */
export const NamedAwardSchema = z.object({
  award: z.enum(ROUND_AWARDS),
  winnerName: z.string(),
  playerId: z.string().nullable(),
  familyId: z.string().nullable(),
  value: z.number(),
});
export type NamedAward = z.infer<typeof NamedAwardSchema>;

export const HallOfFameEntrySchema = z.object({
  galaxyId: z.string(),
  galaxyName: z.string(),
  round: z.number().int(),
  endTurn: z.number().int(),
  endedAt: z.string(),
  playerCount: z.number().int(),
  winner: RoundPlayerResultSchema.nullable(),
  topFamily: RoundFamilyResultSchema.nullable(),
  awards: z.array(NamedAwardSchema),
});
export type HallOfFameEntry = z.infer<typeof HallOfFameEntrySchema>;
export const HallOfFameSchema = z.object({ rounds: z.array(HallOfFameEntrySchema) });

export const AccountHistoryEntrySchema = z.object({
  galaxyId: z.string(),
  galaxyName: z.string(),
  round: z.number().int(),
  endedAt: z.string(),
  playerId: z.string(),
  empireName: z.string(),
  race: z.enum(RACES),
  rank: z.number().int(),
  playerCount: z.number().int(),
  networth: z.number(),
  planets: z.number().int(),
  awards: z.array(z.enum(ROUND_AWARDS)),
});
export type AccountHistoryEntry = z.infer<typeof AccountHistoryEntrySchema>;
export const AccountHistorySchema = z.object({ empires: z.array(AccountHistoryEntrySchema) });
