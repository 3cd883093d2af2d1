import { renderEnglish, type GameText } from "@nova/contract";
import type { Insertable } from "kysely";
import type { Queryable } from "../database.ts";
import { preparedInsert, preparedQuery } from "../prepared-query.ts";
import type { EventsTable } from "../schema.ts";

export interface NewEvent {
  readonly galaxyId: string;
  readonly id: string;
  readonly playerId: string | null;
  readonly familyId: string | null;
  readonly eventType: string;
  /** What the Empire Log says (issue 15); the English `summary` is rendered from it. */
  readonly text: GameText;
  readonly turnNumber: number;
  /** Public events appear in the galaxy-wide stream. */
  readonly isPublic: boolean;
  readonly details: Record<string, unknown>;
  readonly createdAt: number;
}

export const eventRow = (e: NewEvent): Insertable<EventsTable> => ({
  galaxy_id: e.galaxyId,
  id: e.id,
  player_id: e.playerId,
  family_id: e.familyId,
  event_type: e.eventType,
  summary: renderEnglish(e.text),
  text_code: e.text.code,
  text_params: JSON.stringify(e.text.params),
  turn_number: e.turnNumber,
  is_public: e.isPublic ? 1 : 0,
  details: JSON.stringify(e.details),
  created_at: e.createdAt,
});

// Most orders write one event: that insert is compiled once (every column `eventRow` writes).
const oneEvent = preparedInsert("events", [
  "galaxy_id",
  "id",
  "player_id",
  "family_id",
  "event_type",
  "summary",
  "text_code",
  "text_params",
  "turn_number",
  "is_public",
  "details",
  "created_at",
]);

/** Events are written in the same transaction as the change they describe. */
export const insertEvents = async (db: Queryable, events: readonly NewEvent[]): Promise<void> => {
  if (events.length === 0) return;
  if (events.length === 1) {
    await oneEvent(db, eventRow(events[0] as NewEvent));
    return;
  }
  await db.insertInto("events").values(events.map(eventRow)).execute();
};

/**
 * A feed, newest turn first: the public events of a galaxy, or the events of some players, optionally of some
 * types only, leaving out the types in `exceptTypes` (docs/decisions.md, item 24).
 */
// The dashboard's feed (one player, every type), polled by every open dashboard: compiled once.
const onePlayersFeed = preparedQuery((db, galaxyId: string, playerId: string, limit: number) =>
  db
    .selectFrom("events")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit),
);

export const listEvents = async (
  db: Queryable,
  galaxyId: string,
  feed: ({ readonly publicOnly: true } | { readonly playerIds: readonly string[] }) & {
    readonly eventTypes: readonly string[];
    readonly exceptTypes?: readonly string[];
    readonly limit: number;
  },
) => {
  if (
    !("publicOnly" in feed) &&
    feed.playerIds.length === 1 &&
    feed.eventTypes.length === 0 &&
    !feed.exceptTypes?.length
  )
    return onePlayersFeed(db, galaxyId, feed.playerIds[0] as string, feed.limit);
  let query = db.selectFrom("events").selectAll().where("galaxy_id", "=", galaxyId);
  query =
    "publicOnly" in feed
      ? query.where("is_public", "=", 1)
      : feed.playerIds.length === 1
        ? // One player (the common feed): an equality lets the feed index (0016) return rows already in order.
          query.where("player_id", "=", feed.playerIds[0] as string)
        : query.where("player_id", "in", [...feed.playerIds, ""]);
  if (feed.eventTypes.length > 0) query = query.where("event_type", "in", [...feed.eventTypes]);
  if (feed.exceptTypes && feed.exceptTypes.length > 0)
    query = query.where("event_type", "not in", [...feed.exceptTypes]);
  return query
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(feed.limit)
    .execute();
};

/** A player's newest events in brief (what an infiltration reveals). */
export const listRecentEventSummaries = (db: Queryable, galaxyId: string, playerId: string, limit: number) =>
  db
    .selectFrom("events")
    .select(["id", "event_type", "summary", "text_code", "text_params", "turn_number", "created_at"])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();

/** A player's newest events in brief (what Infiltrate reveals), in the feed's order (events_player_feed_idx). */
export const listNewestEvents = (db: Queryable, galaxyId: string, playerId: string, limit: number) =>
  db
    .selectFrom("events")
    .select(["event_type", "summary", "text_code", "text_params", "turn_number"])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();

/** A stored text back as code and parameters (what `eventRow` and `insertNews` wrote). */
export const storedText = (code: string, params: string): GameText =>
  ({ code, params: JSON.parse(params) as unknown }) as GameText;
