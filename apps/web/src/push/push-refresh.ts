import type { PushServerMessage, TurnInfo } from "@nova/contract";
import { queryKeys } from "../api/query-keys.ts";
import { fleetKeys } from "../features/fleets/fleet-keys.ts";

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
  /** Whether a query (by key, with the data it holds now) is to be refetched. */
  readonly matches: (queryKey: readonly unknown[], data?: unknown) => boolean;
  /** When to refetch, in ms from now: random over the spread window. */
  readonly delayMs: number;
}

/**
 * The messages' queries (unread counts, channels, conversations): a flip writes no message, and every message sent
 * comes with a hint of its own ("message"), which refreshes them (use-server-push.ts).
 */
const MESSAGES = queryKeys.messages("")[0];

/** The science allocation: only the player's own order changes it, and that order sets the query's data itself. */
const ALLOCATION = queryKeys.researchAllocation("");
const isAllocation = (key: readonly unknown[]) => key[0] === ALLOCATION[0] && key[2] === ALLOCATION[2];

/** The job lists of the build queue: a flip changes them only by completing jobs that are due. */
const JOB_LISTS = new Set<unknown>([queryKeys.buildJobs("")[0], queryKeys.unitJobs("")[0]]);

/**
 * Whether a flip before `nextTurnAt` can have changed a job list the client holds: only when a job in it was still in
 * progress and due before the next flip (jobs complete at the first flip at or after their time; new ones come from
 * this player's own orders, which refetch the lists themselves). A list not loaded, or of another shape, is
 * refetched.
 */
const jobsMayHaveChanged = (data: unknown, nextTurnAt: number): boolean => {
  const jobs = (data as { jobs?: unknown } | undefined)?.jobs;
  if (!Array.isArray(jobs) || !Number.isFinite(nextTurnAt)) return true;
  return jobs.some((job: { state?: unknown; completesAt?: unknown }) => {
    if (job.state !== "in_progress") return false;
    const due = typeof job.completesAt === "string" ? Date.parse(job.completesAt) : NaN;
    return !(due >= nextTurnAt);
  });
};

/** The attacks heading for the player's planets. */
const INCOMING = fleetKeys.incoming("")[0];

/**
 * Whether a flip before `nextTurnAt` can have changed the incoming attacks the client holds: only by landing one
 * that was due before the next flip, or by what a fleet waiting in orbit does. A new strike (a player's or an NPC's)
 * and a recalled one come with a hint of their own ("incoming_fleet"). A list not loaded, or of another shape, is
 * refetched.
 */
const incomingMayHaveChanged = (data: unknown, nextTurnAt: number): boolean => {
  const fleets = (data as { fleets?: unknown } | undefined)?.fleets;
  if (!Array.isArray(fleets) || !Number.isFinite(nextTurnAt)) return true;
  return fleets.some((fleet: { status?: unknown; arrivesAt?: unknown }) => {
    if (fleet.status !== "traveling") return true;
    const due = typeof fleet.arrivesAt === "string" ? Date.parse(fleet.arrivesAt) : NaN;
    return !(due >= nextTurnAt);
  });
};

/**
 * What a push hint makes the client refetch, and when. A turn refreshes the galaxy's queries (a flip changes
 * nearly everything), except what cannot have changed, since after a flip every open dashboard asks at once:
 * turn-info itself, which the message carries; the messages (see MESSAGES); the science allocation; the build
 * queue's job lists when no job in them was due; the incoming attacks when none of them was due. A turn already
 * refreshed for (a repeated hint) refreshes nothing. Activity refreshes what its kind of event changes. `random`
 * is injected for tests.
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
    const nextTurnAt = Date.parse(message.nextTurnAt);
    return {
      matches: (key, data) =>
        key[1] === galaxyId &&
        key[0] !== turnInfo &&
        key[0] !== MESSAGES &&
        !isAllocation(key) &&
        (!JOB_LISTS.has(key[0]) || jobsMayHaveChanged(data, nextTurnAt)) &&
        (key[0] !== INCOMING || incomingMayHaveChanged(data, nextTurnAt)),
      delayMs,
    };
  }
  const prefixes = message.event ? new Set(ACTIVITY_QUERIES[message.event]) : null;
  return {
    matches: (key) => key[1] === galaxyId && (prefixes === null || prefixes.has(String(key[0]))),
    delayMs,
  };
};

/**
 * Turn-info as a turn's hint leaves it, without a request: the new turn, when the next flip is due, and the round's
 * turn (the top bar's round line), or null when it must be asked for: the flip reached the round's last turn, which
 * ends the round (its status and the banners change with it).
 */
export const turnInfoAfterTurn = (
  old: TurnInfo,
  message: Extract<PushServerMessage, { type: "turn" }>,
): TurnInfo | null => {
  if (old.round.status === "running" && message.currentTurn >= old.round.endTurn) return null;
  return {
    ...old,
    currentTurn: message.currentTurn,
    nextTurnAt: message.nextTurnAt,
    phase: "open",
    round: { ...old.round, currentTurn: message.currentTurn },
  };
};
