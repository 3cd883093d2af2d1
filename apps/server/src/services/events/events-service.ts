import { EVENT_TYPES, type ActivityEvent } from "@nova/contract";
import type { Selectable } from "kysely";
import type { AuthUser } from "../../auth/auth-user.ts";
import type { EventsTable } from "../../db/schema.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { callerPlayer } from "../player/player-service.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { listFamilyMemberIds } from "../../db/repositories/family-repository.ts";
import { listEvents, storedText } from "../../db/repositories/events-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";

export interface EventQuery {
  readonly limit: number;
  readonly event_types: string[];
}

const view = (galaxyId: string, row: Selectable<EventsTable>): ActivityEvent => {
  const details = JSON.parse(row.details) as Record<string, unknown>;
  const planetId = typeof details["planetId"] === "string" ? details["planetId"] : null;
  const targetPlanetId = typeof details["targetPlanetId"] === "string" ? details["targetPlanetId"] : null;
  const shortName = (id: string | null) => (id && id.startsWith(`${galaxyId}:`) ? id.slice(galaxyId.length + 1) : id);
  return {
    id: row.id,
    eventType: row.event_type,
    activityType: row.event_type,
    summary: row.summary,
    text: storedText(row.text_code, row.text_params),
    turnNumber: row.turn_number,
    timestamp: iso(row.created_at),
    playerId: row.player_id,
    planetId,
    planetName: shortName(planetId),
    details,
    target: targetPlanetId
      ? {
          planetId: targetPlanetId,
          planetName: shortName(targetPlanetId),
          defenderName: typeof details["defenderName"] === "string" ? details["defenderName"] : null,
        }
      : null,
  };
};

/** Whose events a feed shows: some players' own events, or the galaxy's public ones. */
type Audience = { readonly playerIds: readonly string[] } | { readonly public: true };

/** One query for every feed, newest turn first (docs/decisions.md, item 24). */
const readEvents = async (deps: ServiceDeps, galaxyId: string, audience: Audience, q: EventQuery) => {
  const rows = await listEvents(deps.db.kysely, galaxyId, {
    ...("public" in audience ? { publicOnly: true } : { playerIds: audience.playerIds }),
    eventTypes: q.event_types,
    limit: q.limit,
  });
  return rows.map((r) => view(galaxyId, r));
};

/** GET /events/{galaxyId}: the caller's own events. */
export const playerEvents = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  q: EventQuery,
): Promise<ActivityEvent[]> => {
  const player = await callerPlayer(deps, user, galaxyId);
  return eventsOfPlayer(deps, galaxyId, player, q);
};

/** The events of an empire already read: the answer of GET /events/{galaxyId}. */
export const eventsOfPlayer = (
  deps: ServiceDeps,
  galaxyId: string,
  player: PlayerRow,
  q: EventQuery,
): Promise<ActivityEvent[]> => readEvents(deps, galaxyId, { playerIds: [player.id] }, q);

/** GET /events/{galaxyId}/stream: public events of the galaxy only. */
export const galaxyEvents = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  q: EventQuery,
): Promise<ActivityEvent[]> => {
  await visibleGalaxy(deps, user, galaxyId);
  return readEvents(deps, galaxyId, { public: true }, q);
};

/** GET /events/{galaxyId}/family/{familyId}: events of the members of the caller's own family. */
export const familyEvents = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  familyId: string,
  q: EventQuery,
): Promise<ActivityEvent[]> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const fullId = familyId.includes(":") ? familyId : `${galaxyId}:${familyId}`;
  // Another family's feed is not the caller's to read: answer as if it did not exist.
  if (player.family_id !== fullId) throw refuse("family_not_found");
  const members = await listFamilyMemberIds(deps.db.kysely, galaxyId, fullId);
  return readEvents(deps, galaxyId, { playerIds: members }, q);
};

export const eventTypes = async (deps: ServiceDeps, user: AuthUser, galaxyId: string) => {
  await visibleGalaxy(deps, user, galaxyId);
  return [...EVENT_TYPES];
};
