import { ID_MESSAGE, ID_PATTERN } from "./common.ts";
import { z } from "zod";
import { GameTextSchema } from "../texts/game-texts.ts";
import { FleetUnitsSchema } from "./fleets.ts";

const Losses = z.record(z.string(), z.number().int());

export const BattlePhaseSchema = z.object({
  phaseName: z.string(),
  description: z.string(),
  /**
   * The description as texts (issue 15), one per part (the English joins them with "; "). A report stored before
   * them has one `legacy_text` holding its description.
   */
  texts: z.array(GameTextSchema),
  attackerLosses: Losses,
  defenderLosses: Losses,
});

/** The spec's Battle report (core-play section 3), plus ids and the turn it was fought. */
export const BattleReportSchema = z.object({
  id: z.string(),
  turnNumber: z.number().int(),
  createdAt: z.string(),
  attackerId: z.string(),
  attackerName: z.string(),
  defenderId: z.string(),
  defenderName: z.string(),
  winner: z.enum(["attacker", "defender"]),
  planetId: z.string(),
  planetName: z.string(),
  planetOutcome: z.enum(["defended", "captured", "razed", "destroyed"]),
  networthRatio: z.number(),
  attackerNetworth: z.number(),
  defenderNetworth: z.number(),
  attackerInitialUnits: FleetUnitsSchema,
  defenderInitialUnits: FleetUnitsSchema,
  defenderInitialLasers: z.number().int(),
  phases: z.array(BattlePhaseSchema),
  attackerTotalLosses: Losses,
  defenderTotalLosses: Losses,
  /** Why it went this way, in one sentence from the attacker's side (issue 18); on single-report reads. */
  explanation: z.string().optional(),
  /** The explanation as a text (issue 15): the client renders it in its language; `explanation` is its English. */
  explanationText: GameTextSchema.optional(),
  /**
   * The intel the attacker held when the battle was fought (their latest spy or vision report on the defender),
   * shown to the attacker only; null when they attacked blind.
   */
  attackerIntel: z
    .object({
      operationId: z.string(),
      source: z.enum(["spy_report", "vision"]),
      turn: z.number().int(),
      report: z.record(z.string(), z.unknown()),
    })
    .nullable()
    .optional(),
});
export type BattleReportView = z.infer<typeof BattleReportSchema>;
export const BattleReportListSchema = z.object({ reports: z.array(BattleReportSchema) });
export const BattleParamsSchema = z.object({
  galaxyId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, "Galaxy not found"),
  reportId: z.string().min(1).max(300).regex(ID_PATTERN, `reportId ${ID_MESSAGE}`),
});

export const CombatParamsSchema = z.object({ planetId: z.string().min(1).max(200) });
export const CombatQuerySchema = z.object({
  galaxy_id: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, "galaxy_id is required"),
  player_id: z.string().max(100).regex(ID_PATTERN, `player_id ${ID_MESSAGE}`).optional(),
});
export const CombatResultSchema = z.object({
  battleReportId: z.string(),
  attackerVictory: z.boolean(),
  planetOutcome: z.enum(["defended", "captured", "razed", "destroyed"]),
  message: z.string(),
});

/** Empire Log entries (social-and-advanced sections 3 and 7). */
export const ACTIVITY_CATEGORIES = ["combat", "operations", "buildings", "units"] as const;
export const ActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  sources: z
    .string()
    .max(200)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  activity_types: z
    .string()
    .max(500)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
});
export const ActivitySchema = z.object({
  id: z.string(),
  source: z.enum(["event", "operation"]),
  activityType: z.string(),
  category: z.enum([...ACTIVITY_CATEGORIES, "other"]),
  operationType: z.string().nullable(),
  operationStatus: z.string().nullable(),
  /** The English of `text`, for API clients. */
  summary: z.string(),
  /** What the line says as a code and parameters, rendered by the client in the player's language (issue 15). */
  text: GameTextSchema,
  turnNumber: z.number().int(),
  timestamp: z.string(),
  actor: z.object({ playerId: z.string().nullable(), playerName: z.string().nullable() }),
  target: z
    .object({ playerId: z.string().nullable(), playerName: z.string().nullable(), planetId: z.string().nullable() })
    .nullable(),
  successRate: z.number().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityListSchema = z.object({ activities: z.array(ActivitySchema) });
