import type { Db } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { currentVersionMap } from "./bounded-map.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The kept answers of the routes defined with `reuse` (see define-route.ts). */
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    /**
     * Set when this request's answer is a kept one (or was just kept): the version it was built at and when it
     * starts to read differently with time. What Fastify then sends may be sent again by the fast lane.
     */
    keptAnswer: { readonly reader: string; readonly version: string; readonly until: number } | null;
  }
}

/**
 * Answers of the hottest polled reads (stats, planets, events, turn-info), kept per caller and URL while nothing in
 * the database has changed. A dashboard asks for the same thing every few seconds and the galaxy changes far less
 * often: between two changes each caller gets the text the handler built for them the last time.
 *
 * Safe because an entry is reused only when all of these hold: the same user asks for the same URL; the database
 * is exactly as it was when the answer was built, as far as this caller can read (`Db.changeVersion`: any row
 * written here, any commit elsewhere, the turn worker's flips included, moves it, except another player's order of
 * their own empire, which changes nothing a kept answer of this caller reads; an answer built while the version
 * moved is not kept); the answer has
 * not reached the time after which it would read differently (turn-info's phase turns to "processing" at the next
 * turn). So the routes that use it must answer from the caller, the URL, the database and the clock only, and read
 * nothing of another player's that the player's own orders change (`withOwnEmpireOrder`, player-order.ts). Only
 * SQLite has such a version; on PostgreSQL every request runs its handler.
 *
 * A route may also keep an answer once for every signed-in caller, when its handler says it reads the same for all
 * of them (define-route.ts `sameForEveryone`: a public galaxy's turn-info), under the reader EVERYONE: after a flip,
 * the first caller's request builds what the other two thousand are sent.
 *
 * Only the answers of the database's current generation are held: once it moves, no older entry can be used again,
 * so the first answer kept at a new generation drops all of them. Under writes that never stop (a live galaxy), the
 * cache then holds a few milliseconds' answers instead of filling its bounds with dead ones that every full
 * garbage collection marks again (bench:load's long runs, decision 204). Entries are also bounded (least recently
 * written dropped first), for a quiet galaxy.
 */
export interface AnswerCache {
  /**
   * The database's version now as `reader` (a user id, or "" for none) sees it, or null when nothing may be reused or
   * kept (PostgreSQL, a transaction open).
   */
  version(reader: string): string | null;
  /** The kept answer for this key, when it was built at this version and is still current. */
  get(key: string, version: string): KeptAnswer | undefined;
  /**
   * Keeps an answer built at the database's current version (an answer of an older one is worth nothing), until its
   * `until` (ms) at the latest.
   */
  set(key: string, answer: KeptAnswer): void;
  /** How many answers are held. */
  readonly size: number;
}

/** Whose answer to which URL (the raw URL, as Fastify's `request.url`): the key of a kept answer. */
export const keptAnswerKey = (reader: string, url: string): string => `${reader} ${url}`;

/**
 * The reader of an answer kept once for every signed-in caller (define-route.ts `sameForEveryone`): a public
 * galaxy's turn-info. No user id is "*" (they are UUIDs or "dev:<name>"). Its version moves with everybody's
 * (decision 216): a player's order of their own empire, the only write that moves one reader's version alone,
 * writes nothing such an answer reads.
 */
export const EVERYONE = "*";

export interface KeptAnswer {
  /** Whose version it was built at: the caller's user id, "" for none, or EVERYONE. */
  readonly reader: string;
  readonly version: string;
  readonly text: string;
  /** When it starts to read differently with time alone (ms). */
  readonly until: number;
}

export const createAnswerCache = (
  changeVersion: Db["changeVersion"],
  clock: Clock,
  maxEntries = 20_000,
  maxChars = 64 * 1024 * 1024,
): AnswerCache => {
  const entries = currentVersionMap<KeptAnswer>(maxEntries, maxChars, (entry) => entry.text.length);
  return {
    version: (reader) => (changeVersion ? changeVersion(reader) : null),
    get: (key, version) => {
      const entry = entries.get(key);
      return entry && entry.version === version && clock.now() < entry.until ? entry : undefined;
    },
    set: (key, answer) => entries.set(key, answer),
    get size() {
      return entries.size;
    },
  };
};
