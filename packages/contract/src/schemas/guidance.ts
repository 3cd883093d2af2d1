import { z } from "zod";
import { GameTextSchema } from "../texts/game-texts.ts";
import { GalaxyIdSchema } from "./common.ts";
import { UnitCountsSchema } from "./fleets.ts";

// Issue 18: attack estimates from the caller's own intel, the advisor's goals, and "while you were away".

const Losses = z.record(z.string(), z.number().int());

/** POST /combat/preview: `units` use the fleet unit keys; only the fighting ones change the estimate. */
export const CombatPreviewRequestSchema = z.strictObject({
  galaxyId: GalaxyIdSchema,
  targetPlanetId: z.string({ error: "Target planet is required" }).trim().min(1, "Target planet is required").max(200),
  units: UnitCountsSchema,
});
export type CombatPreviewRequest = z.input<typeof CombatPreviewRequestSchema>;

export const INTEL_SOURCES = ["none", "spy_report", "vision", "own"] as const;
export type IntelSource = (typeof INTEL_SOURCES)[number];

export const CombatPreviewSchema = z.object({
  basedOn: z.object({
    source: z.enum(INTEL_SOURCES),
    /** The turn the intel was gathered, null without intel. */
    turn: z.number().int().nullable(),
    ageTurns: z.number().int().nullable(),
    /** The operation record the intel came from (the Empire Log entry), null without intel. */
    operationId: z.string().nullable(),
  }),
  estimate: z
    .object({
      winChance: z.number().min(0).max(1),
      attackerLosses: Losses,
      defenderLosses: Losses,
      outcome: z.enum(["defended", "captured", "razed", "destroyed"]),
    })
    .nullable(),
});
export type CombatPreview = z.infer<typeof CombatPreviewSchema>;

/** GET /player/advice/{galaxyId}. */
export const AdviceGoalSchema = z.object({
  id: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  title: z.string(),
  reason: z.string(),
  /** A client path that opens the right screen (with the planet or dialog) for this goal. */
  link: z.string(),
  done: z.boolean(),
});
export type AdviceGoal = z.infer<typeof AdviceGoalSchema>;
export const AdviceSchema = z.object({ goals: z.array(AdviceGoalSchema) });

/** GET /player/summary/{galaxyId}?since={turn}. */
export const SummaryQuerySchema = z.object({
  since: z.coerce
    .number({ error: "since must be a turn number" })
    .int("since must be a whole turn number")
    .min(0, "since cannot be negative"),
});

const resourceCounts = z.object({
  credits: z.number().int(),
  food: z.number().int(),
  iron: z.number().int(),
  endurium: z.number().int(),
  octarine: z.number().int(),
});

export const AwaySummarySchema = z.object({
  sinceTurn: z.number().int(),
  currentTurn: z.number().int(),
  turnsPassed: z.number().int(),
  resourcesGained: resourceCounts,
  resourcesSpent: resourceCounts,
  buildingsCompleted: z.record(z.string(), z.number().int()),
  unitsCompleted: z.record(z.string(), z.number().int()),
  fleetsArrived: z.array(z.object({ summary: z.string(), text: GameTextSchema, turnNumber: z.number().int() })),
  battles: z.array(
    z.object({
      reportId: z.string(),
      turnNumber: z.number().int(),
      role: z.enum(["attacker", "defender"]),
      planetName: z.string(),
      opponentName: z.string(),
      won: z.boolean(),
    }),
  ),
  operationsSuffered: z.array(
    z.object({ operationType: z.string(), status: z.string(), turnNumber: z.number().int() }),
  ),
  planetsGained: z.array(z.string()),
  planetsLost: z.array(z.string()),
  familyEvents: z.array(z.object({ summary: z.string(), text: GameTextSchema, turnNumber: z.number().int() })),
});
export type AwaySummary = z.infer<typeof AwaySummarySchema>;

/** The first-visit tours (issue 18), remembered per account. */
export const TOURS = ["dashboard", "map", "build"] as const;
export type TourName = (typeof TOURS)[number];
export const TourParamsSchema = z.object({ tour: z.enum(TOURS, { error: "Unknown tour" }) });
export const ToursDoneSchema = z.object({ done: z.array(z.string()) });
