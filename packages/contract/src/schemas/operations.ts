import { NUKE_BUILDING_TYPES, OPERATION_TYPES, TARGET_UNIT_TYPES, type OperationType } from "@nova/rules";
import { z } from "zod";
import { GameTextSchema } from "../texts/game-texts.ts";
import { GalaxyIdSchema, ID_MESSAGE, ID_PATTERN } from "./common.ts";

const id = z.string().min(1).max(200).regex(ID_PATTERN, ID_MESSAGE);
const optionalId = z
  .string()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /operations/{galaxyId}/cast (social-and-advanced section 7). */
export const CastRequestSchema = z.strictObject({
  galaxyId: GalaxyIdSchema,
  playerId: id,
  operationType: z.enum(OPERATION_TYPES as [OperationType, ...OperationType[]], {
    error: "Please select an operation",
  }),
  /** Informational: every available agent or wizard is sent (rules.md 14.1). */
  unitCount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  targetPlayerId: optionalId,
  targetPlanetId: optionalId,
  framedPlayerId: optionalId,
  targetUnitType: z.enum(TARGET_UNIT_TYPES).nullish(),
});
export type CastRequest = z.input<typeof CastRequestSchema>;

export const OPERATION_STATUSES = ["success", "failure", "defended"] as const;

export const CastResponseSchema = z.object({
  success: z.boolean(),
  /** 'Vision succeeded on Orion.': the outcome in English, for API clients. */
  message: z.string(),
  /** `message` as a code and parameters (`operation_result` or `operation_result_on`), for the client's language. */
  messageText: GameTextSchema,
  operationId: z.string(),
  operationType: z.string(),
  operationStatus: z.enum(OPERATION_STATUSES),
  /** The chance the cast had, 0 to 1. */
  successRate: z.number(),
  unitCount: z.number().int(),
  agentsLost: z.number().int(),
  wizardsLost: z.number().int(),
  octarineSpent: z.number().int(),
  morale: z.number(),
  /** The report of a successful intel operation. */
  intelData: z.record(z.string(), z.unknown()).nullable(),
  /** What a successful operation did (amounts destroyed, effect placed...). */
  resultData: z.record(z.string(), z.unknown()).nullable(),
});
export type CastResponse = z.infer<typeof CastResponseSchema>;

/** Active effect (section 3). */
export const ActiveEffectSchema = z.object({
  id: z.string(),
  effectType: z.string(),
  sourcePlayerId: z.string().nullable(),
  startedTurn: z.number().int(),
  durationTurns: z.number().int(),
  intensity: z.number().int(),
});
export type ActiveEffect = z.infer<typeof ActiveEffectSchema>;
export const ActiveEffectsSchema = z.object({ affectingPlayer: z.array(ActiveEffectSchema) });

/** One line of an infiltrated empire's news. */
export const InfiltratedEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  summary: z.string(),
  /** `summary` as a code and parameters (issue 15). */
  text: GameTextSchema,
  turnNumber: z.number().int(),
  timestamp: z.string(),
});

/** An empire the caller's agents have infiltrated: its news while the infiltration lasts (rules.md 14.2). */
export const InfiltrationSchema = z.object({
  effectId: z.string(),
  targetPlayerId: z.string(),
  targetPlayerName: z.string(),
  startedTurn: z.number().int(),
  /** Turns the caller can still read the feed. */
  durationTurns: z.number().int(),
  /** The target's latest events, newest first (its private feed, as the target reads it). */
  events: z.array(InfiltratedEventSchema),
});
export type Infiltration = z.infer<typeof InfiltrationSchema>;
export const InfiltrationsSchema = z.object({ infiltrations: z.array(InfiltrationSchema) });

/** A planet an intel operation revealed, where the map can draw it. */
export const IntelPlanetSchema = z.object({ planetId: z.string(), x: z.number().int(), y: z.number().int() });

/** A find_targets_planet result: the target's planets as they were on that turn. */
export const IntelPlanetListSchema = z.object({
  operationId: z.string(),
  targetPlayerId: z.string(),
  targetPlayerName: z.string(),
  turnNumber: z.number().int(),
  planets: z.array(IntelPlanetSchema),
});

/** A portal sabotage or force field on a planet: waiting (`activeFromTurn` ahead) or active. */
export const PortalEffectSchema = z.object({
  id: z.string(),
  effectType: z.enum(["portal_force_field", "portal_sabotage"]),
  planetId: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  startedTurn: z.number().int(),
  activeFromTurn: z.number().int(),
  /** The last turn the force field blocks the portal; null for a sabotage (it destroys the portal). */
  endsTurn: z.number().int().nullable(),
});

/**
 * GET /operations/{galaxyId}/active: what the grid map's Intel Ops overlay draws (core-play section 7). Planet
 * lists of the caller's recent find_targets_planet spells, the portal effects the caller placed, and every force
 * field now blocking a portal (a force field is plain to see; a sabotage is not).
 */
export const ActiveOperationsSchema = z.object({
  planetLists: z.array(IntelPlanetListSchema),
  portalEffects: z.array(PortalEffectSchema),
  allPortalEffects: z.array(PortalEffectSchema),
});
export type ActiveOperations = z.infer<typeof ActiveOperationsSchema>;

/** Planted operation (section 3), with the planet it sits on. */
export const PlantedOperationSchema = z.object({
  id: z.string(),
  effectType: z.enum(["nuke_planted", "hypnotize"]),
  affectedPlayerId: z.string(),
  affectedPlayerName: z.string().nullable(),
  planetId: z.string(),
  startedTurn: z.number().int(),
  expiresTurn: z.number().int(),
});
export type PlantedOperation = z.infer<typeof PlantedOperationSchema>;
export const PlantedOperationsSchema = z.object({ plantedOperations: z.array(PlantedOperationSchema) });

export const TriggerRequestSchema = z.strictObject({
  galaxyId: GalaxyIdSchema,
  playerId: id,
  effectId: id,
  targetBuildingType: z.enum(NUKE_BUILDING_TYPES).nullish(),
});
export type TriggerRequest = z.input<typeof TriggerRequestSchema>;
export const TriggerResponseSchema = z.object({
  success: z.boolean(),
  /** 'Nuke detonated on 3:4:1: 3 farms destroyed.': what happened, in English, for API clients. */
  message: z.string(),
  /** `message` as a code and parameters (`nuke_detonated`, `hypnosis_triggered` or `planted_target_lost`). */
  messageText: GameTextSchema,
  resultData: z.record(z.string(), z.unknown()).nullable(),
});
export type TriggerResponse = z.infer<typeof TriggerResponseSchema>;
