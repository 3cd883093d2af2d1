import type { Activity } from "@nova/contract";
import type { AuthUser } from "../auth/auth-user.ts";
import { iso } from "../platform/clock.ts";
import type { ServiceDeps } from "./deps.ts";
import { callerPlayer } from "./player-service.ts";

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
 * GET /activity/{galaxyId}: the caller's Empire Log. Game events are the only source until covert
 * operations exist; combat_initiated entries are left out (the resolved battle says it all).
 */
export const empireLog = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  query: { limit: number; sources: string[]; activity_types: string[] },
): Promise<Activity[]> => {
  const player = await callerPlayer(deps, user, galaxyId);
  if (query.sources.length > 0 && !query.sources.includes("event") && !query.sources.includes("events")) return [];
  const types = query.activity_types.flatMap((t) => CATEGORY_EVENTS[t as keyof typeof CATEGORY_EVENTS] ?? [t]);
  if (query.activity_types.length > 0 && types.length === 0) return [];
  let q = deps.db.kysely
    .selectFrom("events")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", player.id)
    .where("event_type", "!=", "combat_initiated");
  if (types.length > 0) q = q.where("event_type", "in", types);
  const rows = await q
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .execute();
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
