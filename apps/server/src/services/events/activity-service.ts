import { gameText, renderEnglish, type Activity } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { callerPlayer } from "../player/player-service.ts";
import { listEvents, storedText } from "../../db/repositories/events-repository.ts";
import { listOperationLog } from "../../db/repositories/operation-records-repository.ts";

/** Which Empire Log category each event type belongs to (the Activity Type filter). */
const CATEGORY_EVENTS: Record<Exclude<Activity["category"], "other">, readonly string[]> = {
  combat: [
    "combat_resolved",
    "planet_captured",
    "fleet_destroyed",
    "fleet_launched",
    "fleet_arrived",
    "fleet_returned",
    "planet_colonized",
    "colonization_failed",
  ],
  buildings: ["building_queued", "building_completed"],
  units: ["unit_queued", "unit_completed", "fleet_disbanded"],
  operations: [],
};

const categoryOf = (eventType: string): Activity["category"] =>
  (Object.entries(CATEGORY_EVENTS).find(([, types]) => types.includes(eventType))?.[0] as
    Activity["category"] | undefined) ?? "other";

/**
 * GET /activity/{galaxyId}: the caller's Empire Log, game events (source `event`) and covert operations
 * (source `operation`) merged newest first; combat_initiated entries are left out (the resolved battle
 * says it all).
 */
/** How an operation's outcome reads in a log line. */

export const empireLog = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  query: { limit: number; sources: string[]; activity_types: string[] },
): Promise<Activity[]> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const wants = (...names: string[]) => query.sources.length === 0 || names.some((n) => query.sources.includes(n));
  const operations =
    wants("operation", "operations") &&
    (query.activity_types.length === 0 || query.activity_types.includes("operations"))
      ? await operationLog(deps, galaxyId, player.id, query.limit)
      : [];
  const events = wants("event", "events") ? await eventLog(deps, galaxyId, player, query) : [];
  return [...events, ...operations]
    .sort(
      (a, b) =>
        b.turnNumber - a.turnNumber ||
        b.timestamp.localeCompare(a.timestamp) ||
        (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
    )
    .slice(0, query.limit);
};

/**
 * The operations in a player's log: those it cast (with their reports) and those cast against it,
 * including plant_false_info's fake ones, shown without intel results.
 */
const operationLog = async (
  deps: ServiceDeps,
  galaxyId: string,
  playerId: string,
  limit: number,
): Promise<Activity[]> => {
  const rows = await listOperationLog(deps.db.kysely, galaxyId, playerId, limit);
  return rows.map((r) => {
    const mine = r.caster_id === playerId && r.is_fake === 0;
    const all = JSON.parse(r.details) as Record<string, unknown>;
    const details = mine ? all : { unitCount: all.unitCount ?? null };
    const operation = gameText("operation_name", { operation: r.operation_type });
    const outcome = r.status;
    const text = mine
      ? r.target_name
        ? gameText("operation_cast_on", { operation, target: r.target_name, outcome })
        : gameText("operation_cast", { operation, outcome })
      : r.caster_name
        ? gameText("operation_suffered", { operation, caster: r.caster_name, outcome })
        : gameText("operation_suffered_unknown", { operation, outcome });
    return {
      id: r.id,
      source: "operation" as const,
      activityType: r.operation_type,
      category: "operations" as const,
      operationType: r.operation_type,
      operationStatus: r.status,
      summary: renderEnglish(text),
      text,
      turnNumber: r.turn_number,
      timestamp: iso(r.created_at),
      actor: { playerId: r.caster_id, playerName: r.caster_name ?? null },
      target: r.target_id
        ? { playerId: r.target_id, playerName: r.target_name ?? null, planetId: r.target_planet_id }
        : null,
      successRate: r.success_rate,
      details,
    };
  });
};

const eventLog = async (
  deps: ServiceDeps,
  galaxyId: string,
  player: { id: string; username: string },
  query: { limit: number; activity_types: string[] },
): Promise<Activity[]> => {
  const types = query.activity_types.flatMap((t) => CATEGORY_EVENTS[t as keyof typeof CATEGORY_EVENTS] ?? [t]);
  if (query.activity_types.length > 0 && types.length === 0) return [];
  const rows = await listEvents(deps.db.kysely, galaxyId, {
    playerIds: [player.id],
    eventTypes: types,
    exceptTypes: ["combat_initiated"],
    limit: query.limit,
  });
  return rows.map((r) => {
    const details = JSON.parse(r.details) as Record<string, unknown>;
    const str = (k: string) => (typeof details[k] === "string" ? (details[k] as string) : null);
    const isDefence = r.event_type === "combat_resolved" && str("defenderName") === player.username;
    return {
      id: r.id,
      source: "event" as const,
      activityType: r.event_type,
      category: categoryOf(r.event_type),
      operationType: null,
      operationStatus: null,
      summary: r.summary,
      text: storedText(r.text_code, r.text_params),
      turnNumber: r.turn_number,
      timestamp: iso(r.created_at),
      actor: { playerId: isDefence ? null : player.id, playerName: isDefence ? str("attackerName") : player.username },
      target:
        str("targetPlanetId") || str("defenderName")
          ? {
              playerId: null,
              playerName: isDefence ? player.username : str("defenderName"),
              planetId: str("targetPlanetId"),
            }
          : null,
      successRate: null,
      details,
    };
  });
};
