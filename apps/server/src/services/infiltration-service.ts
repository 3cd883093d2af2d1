import type { Infiltration } from "@nova/contract";
import type { AuthUser } from "../auth/auth-user.ts";
import { iso } from "../platform/clock.ts";
import type { ServiceDeps } from "./deps.ts";
import { callerPlayer } from "./player-service.ts";

/** How many of an infiltrated empire's latest events the caster reads. */
const FEED_LIMIT = 50;

/**
 * GET /operations/{galaxyId}/infiltrations: for as long as an `infiltrate` effect the caller cast lasts (8 turns,
 * rules.md 14.2), the caller reads the target's own news feed, as the target reads it; when it expires the
 * target drops out of the list.
 */
export const infiltrations = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ infiltrations: Infiltration[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const db = deps.db.kysely;
  const effects = await db
    .selectFrom("active_effects as e")
    .innerJoin("players as t", (j) =>
      j.onRef("t.galaxy_id", "=", "e.galaxy_id").onRef("t.id", "=", "e.affected_player_id"),
    )
    .select(["e.id", "e.affected_player_id", "e.started_turn", "e.duration_turns", "t.username"])
    .where("e.galaxy_id", "=", galaxyId)
    .where("e.effect_type", "=", "infiltrate")
    .where("e.source_player_id", "=", player.id)
    .where("e.duration_turns", ">", 0)
    .orderBy("e.created_at", "desc")
    .orderBy("e.id")
    .execute();
  const list: Infiltration[] = [];
  for (const effect of effects) {
    const events = await db
      .selectFrom("events")
      .select(["id", "event_type", "summary", "turn_number", "created_at"])
      .where("galaxy_id", "=", galaxyId)
      .where("player_id", "=", effect.affected_player_id)
      .orderBy("turn_number", "desc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(FEED_LIMIT)
      .execute();
    list.push({
      effectId: effect.id,
      targetPlayerId: effect.affected_player_id,
      targetPlayerName: effect.username,
      startedTurn: effect.started_turn,
      durationTurns: effect.duration_turns,
      events: events.map((e) => ({
        id: e.id,
        eventType: e.event_type,
        summary: e.summary,
        turnNumber: e.turn_number,
        timestamp: iso(e.created_at),
      })),
    });
  }
  return { infiltrations: list };
};
