import type { FastifyInstance } from "fastify";
import { touchLastSeen } from "../db/repositories/notification-settings-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { DEFAULT_EVENTS, DEFAULT_TIME_ZONE } from "./settings-service.ts";

/** A player counts as seen at most this often: one write per minute per player, not one per request. */
const TOUCH_EVERY_MS = 60_000;

/** Notes that a signed-in user was here now (after the answer went). */
export type SeenUser = (userId: string) => void;

/**
 * Records when each signed-in user was last here: digests tell only what happened since (a player who has
 * looked since has seen it in the game). Written after the response, so it never delays one. Returns the same
 * record for answers sent outside Fastify (http/fast-lane.ts).
 */
export const trackPresence = (app: FastifyInstance, deps: ServiceDeps): SeenUser => {
  const lastTouch = new Map<string, number>();
  const seen: SeenUser = (userId) => {
    const now = deps.clock.now();
    if (now - (lastTouch.get(userId) ?? -Infinity) < TOUCH_EVERY_MS) return;
    lastTouch.set(userId, now);
    if (lastTouch.size > 50_000) lastTouch.clear();
    touchLastSeen(deps.db.kysely, userId, now, { events: DEFAULT_EVENTS, timeZone: DEFAULT_TIME_ZONE }).catch(
      (error: unknown) => deps.log.warn({ err: error }, "last-seen not recorded"),
    );
  };
  // A callback hook: nearly every call returns at once, and an async hook would cost a promise each time.
  app.addHook("onResponse", (request, _reply, done) => {
    done();
    if (request.authUser) seen(request.authUser.id);
  });
  return seen;
};
