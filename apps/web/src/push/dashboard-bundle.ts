import type { Dashboard, DashboardPart, RouteQuery } from "@nova/contract";
import { queryKeys } from "../api/query-keys.ts";
import { guidanceKeys } from "../features/guidance/guidance-keys.ts";

type QueryKey = readonly unknown[];

/** The part of GET /player/dashboard that answers a query, by the query's key; null for any other query. */
const partOf = (key: QueryKey, galaxyId: string): { part: DashboardPart; limit?: number } | null => {
  if (key[1] !== galaxyId) return null;
  const same = (other: QueryKey) => other.length === key.length && other.every((k, i) => k === key[i]);
  if (same(queryKeys.playerStats(galaxyId))) return { part: "stats" };
  if (same(queryKeys.planets(galaxyId))) return { part: "planets" };
  if (same(queryKeys.infrastructure(galaxyId))) return { part: "infrastructure" };
  if (same(guidanceKeys.advice(galaxyId))) return { part: "advice" };
  if (same(queryKeys.researchStats(galaxyId))) return { part: "research" };
  const limit = key[2];
  if (key.length === 3 && typeof limit === "number") {
    if (key[0] === queryKeys.events(galaxyId, limit)[0]) return { part: "events", limit };
    if (key[0] === queryKeys.news(galaxyId, limit)[0]) return { part: "news", limit };
  }
  return null;
};

/** One request for several queries: what to ask for, and which query each part of the answer fills. */
export interface DashboardBundle {
  readonly query: RouteQuery<"dashboard">;
  /** The queries the answer fills, by part. */
  readonly keys: ReadonlyMap<DashboardPart, QueryKey>;
}

/** Fewer than this many queries are asked for one by one: a bundle of one saves nothing. */
const MIN_PARTS = 2;

/**
 * The queries among `keys` (those a hint makes the page ask for again) that GET /player/dashboard can answer at
 * once, or null when fewer than two can. After a flip every open dashboard asks at the same moment; one request
 * instead of six costs the server a third less (decision 214). Events and news go in with one limit each (the first
 * query's); another list of them is asked for on its own.
 */
export const dashboardBundle = (keys: readonly QueryKey[], galaxyId: string): DashboardBundle | null => {
  const chosen = new Map<DashboardPart, QueryKey>();
  let eventsLimit: number | undefined;
  let newsLimit: number | undefined;
  for (const key of keys) {
    const found = partOf(key, galaxyId);
    if (!found || chosen.has(found.part)) continue;
    chosen.set(found.part, key);
    if (found.part === "events") eventsLimit = found.limit;
    if (found.part === "news") newsLimit = found.limit;
  }
  if (chosen.size < MIN_PARTS) return null;
  return {
    query: {
      parts: [...chosen.keys()].join(","),
      ...(eventsLimit !== undefined && { eventsLimit }),
      ...(newsLimit !== undefined && { newsLimit }),
    },
    keys: chosen,
  };
};

/** Each filled query's key with its data, exactly as its own route would have answered it. */
export const bundleAnswers = (bundle: DashboardBundle, answer: Dashboard): [QueryKey, unknown][] =>
  [...bundle.keys].flatMap(([part, key]) => (answer[part] === undefined ? [] : [[key, answer[part]]]));
