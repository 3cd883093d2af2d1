import { z } from "zod";
import { GameTextSchema } from "../texts/game-texts.ts";

/**
 * Activity event types (core-play section 3), plus fleet_disbanded (rules.md 6.5), research_invested
 * (docs/research.md), family_leader_changed and family_role_changed (docs/decisions.md, Family), round_ended and
 * next_round_opened (docs/rounds.md).
 */
export const EVENT_TYPES = [
  "building_completed",
  "building_queued",
  "unit_completed",
  "unit_queued",
  "fleet_launched",
  "fleet_arrived",
  "fleet_returned",
  "fleet_disbanded",
  "planet_colonized",
  "colonization_failed",
  "combat_initiated",
  "combat_resolved",
  "planet_captured",
  "fleet_destroyed",
  "market_trade",
  "research_invested",
  "family_leader_changed",
  "family_role_changed",
  "aid_sent",
  "aid_received",
  "player_registered",
  "turn_flipped",
  "npc_action_building",
  "npc_action_unit",
  "npc_action_exploration",
  "npc_action_attack",
  "round_ended",
  "next_round_opened",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  event_types: z
    .string()
    .max(2000)
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

export const ActivityEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  activityType: z.string(),
  /** The English of `text`, for API clients. */
  summary: z.string(),
  /** What the event says as a code and parameters, rendered by the client in the player's language (issue 15). */
  text: GameTextSchema,
  turnNumber: z.number().int(),
  timestamp: z.string(),
  playerId: z.string().nullable(),
  planetId: z.string().nullable(),
  planetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  target: z
    .object({ planetId: z.string().nullable(), planetName: z.string().nullable(), defenderName: z.string().nullable() })
    .nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export const EventListSchema = z.object({ events: z.array(ActivityEventSchema) });
export const EventTypesSchema = z.object({ eventTypes: z.array(z.string()) });
