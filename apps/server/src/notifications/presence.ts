import type { FastifyInstance } from "fastify";
import { touchLastSeen } from "../db/repositories/notification-settings-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { DEFAULT_EVENTS, DEFAULT_TIME_ZONE } from "./settings-service.ts";

/** A player counts as seen at most this often: one write per minute per player, not one per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Records when each signed-in user was last here: digests tell only what happened since (a player who has
 * looked since has seen it in the game). Written after the response, so it never delays one.
 */
export const trackPresence = (app: FastifyInstance, deps: ServiceDeps): void => {
  const lastTouch = new Map<string, number>();
  // A callback hook: nearly every call returns at once, and an async hook would cost a promise each time.
  app.addHook("onResponse", (request, _reply, done) => {
    done();
    const user = request.authUser;
    if (!user) return;
    const now = deps.clock.now();
    if (now - (lastTouch.get(user.id) ?? -Infinity) < TOUCH_EVERY_MS) return;
    lastTouch.set(user.id, now);
    if (lastTouch.size > 50_000) lastTouch.clear();
    touchLastSeen(deps.db.kysely, user.id, now, { events: DEFAULT_EVENTS, timeZone: DEFAULT_TIME_ZONE }).catch(
      (error: unknown) => deps.log.warn({ err: error }, "last-seen not recorded"),
    );
  });
};
