import type { PushServerMessage } from "@nova/contract";
import { queryKeys } from "../api/query-keys.ts";

/** Refetches after a hint are spread over this window so a flip does not bring every dashboard at once. */
export const REFETCH_SPREAD_MS = 5_000;

/** The first element of the query keys each kind of activity changes (the galaxy id comes second). */
const ACTIVITY_QUERIES: Record<NonNullable<Extract<PushServerMessage, { type: "activity" }>["event"]>, string[]> = {
  // A planet of ours was fought over: ownership, population, units, news, standings.
  battle: ["planets", "planet", "player-stats", "fleets", "incoming-fleets", "events", "empire-log", "rankings"],
  // An operation or spell: resources, planets, effects, news.
  operation: ["player-stats", "planets", "planet", "operations", "events", "empire-log"],
  // An attack launched at us: the incoming list and the news.
  incoming_fleet: ["incoming-fleets", "events", "empire-log"],
  // Family aid sent or received: stocks, the logs and the family's allowance and activity.
  aid: ["player-stats", "events", "empire-log", "family"],
};

export interface RefreshPlan {
  /** Whether a query (by key) is to be refetched. */
  readonly matches: (queryKey: readonly unknown[]) => boolean;
  /** When to refetch, in ms from now: random over the spread window. */
  readonly delayMs: number;
}

/**
 * What a push hint makes the client refetch, and when. A turn refreshes the galaxy's queries (a flip changes
 * nearly everything), except turn-info itself, which the message already carries; a turn already refreshed
 * for (a repeated hint) refreshes nothing. Activity refreshes what its kind of event changes. `random` is injected for tests.
 */
export const refreshPlan = (
  message: Exclude<PushServerMessage, { type: "ready" | "message" }>,
  refreshedTurn: number | null,
  random: () => number = Math.random,
): RefreshPlan | null => {
  const galaxyId = message.galaxyId;
  const delayMs = Math.floor(random() * REFETCH_SPREAD_MS);
  if (message.type === "turn") {
    if (refreshedTurn !== null && message.currentTurn <= refreshedTurn) return null;
    const turnInfo = queryKeys.turnInfo(galaxyId)[0];
    return { matches: (key) => key[1] === galaxyId && key[0] !== turnInfo, delayMs };
  }
  const prefixes = message.event ? new Set(ACTIVITY_QUERIES[message.event]) : null;
  return {
    matches: (key) => key[1] === galaxyId && (prefixes === null || prefixes.has(String(key[0]))),
    delayMs,
  };
};
