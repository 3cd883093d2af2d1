import type { Infiltration } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { callerPlayer } from "../player/player-service.ts";
import { listInfiltrationsBy } from "../../db/repositories/active-effects-repository.ts";
import { listRecentEventSummaries, storedText } from "../../db/repositories/events-repository.ts";

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
  const effects = await listInfiltrationsBy(db, galaxyId, player.id);
  const list: Infiltration[] = [];
  for (const effect of effects) {
    const events = await listRecentEventSummaries(db, galaxyId, effect.affected_player_id, FEED_LIMIT);
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
        text: storedText(e.text_code, e.text_params),
        turnNumber: e.turn_number,
        timestamp: iso(e.created_at),
      })),
    });
  }
  return { infiltrations: list };
};
