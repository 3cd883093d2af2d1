import type { Insertable } from "kysely";
import type { Queryable } from "../database.ts";
import type { EventsTable } from "../schema.ts";

export interface NewEvent {
  readonly galaxyId: string;
  readonly id: string;
  readonly playerId: string | null;
  readonly familyId: string | null;
  readonly eventType: string;
  readonly summary: string;
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
  summary: e.summary,
  turn_number: e.turnNumber,
  is_public: e.isPublic ? 1 : 0,
  details: JSON.stringify(e.details),
  created_at: e.createdAt,
});

/** Events are written in the same transaction as the change they describe. */
export const insertEvents = async (db: Queryable, events: readonly NewEvent[]): Promise<void> => {
  if (events.length === 0) return;
  await db.insertInto("events").values(events.map(eventRow)).execute();
};
