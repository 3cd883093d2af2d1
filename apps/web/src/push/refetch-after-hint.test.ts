import { QueryClient, QueryObserver } from "@tanstack/react-query";
import type { Dashboard } from "@nova/contract";
import { afterEach, describe, expect, it } from "vitest";
import { queryKeys } from "../api/query-keys.ts";
import { refreshPlan } from "./push-refresh.ts";
import { refetchAfterHint } from "./refetch-after-hint.ts";

const G = "demo";
const turn = { type: "turn", galaxyId: G, currentTurn: 4, nextTurnAt: "2026-01-01T00:00:00.000Z" } as const;
const plan = refreshPlan(turn, 3, () => 0);
if (!plan) throw new Error("a new turn has a plan");

/** A query cache with these queries, each holding "old", those listed in `shown` on screen (observed). */
const cacheWith = (keys: readonly (readonly unknown[])[], shown: readonly (readonly unknown[])[]) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const fetched: string[] = [];
  const stops: (() => void)[] = [];
  for (const key of keys) {
    client.setQueryData(key, "old");
    if (!shown.includes(key)) continue;
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        fetched.push(String(key[0]));
        return "refetched";
      },
    });
    stops.push(observer.subscribe(() => undefined));
  }
  return { client, fetched, stop: () => stops.forEach((s) => s()) };
};

let stop = () => undefined as void;
afterEach(() => stop());

describe("the refetch after a hint", () => {
  it("asks once for the shown queries the dashboard route answers, fills them, and refetches the rest", async () => {
    const stats = queryKeys.playerStats(G);
    const planets = queryKeys.planets(G);
    const prices = queryKeys.marketPrices(G);
    const hidden = queryKeys.news(G, 10);
    const cache = cacheWith([stats, planets, prices, hidden], [stats, planets, prices]);
    stop = cache.stop;
    const asked: unknown[] = [];
    const answer: Dashboard = {
      stats: { username: "new" } as Dashboard["stats"],
      planets: { planets: [] },
    };
    const call = (async (name: string, args: unknown) => {
      asked.push([name, args]);
      return answer;
    }) as never;
    await refetchAfterHint(cache.client, { call }, G, plan);
    expect(asked).toEqual([["dashboard", { params: { galaxyId: G }, query: { parts: "stats,planets" } }]]);
    expect(cache.client.getQueryData(stats)).toEqual(answer.stats);
    expect(cache.client.getQueryData(planets)).toEqual(answer.planets);
    // Not the dashboard route's: refetched on its own. Not on screen: stale, refetched when shown.
    expect(cache.fetched).toEqual(["market"]);
    expect(cache.client.getQueryData(prices)).toBe("refetched");
    expect(cache.client.getQueryState(hidden)?.isInvalidated).toBe(true);
    expect(cache.client.getQueryData(hidden)).toBe("old");
  });

  it("refetches the bundle's queries one by one when the one request fails", async () => {
    const stats = queryKeys.playerStats(G);
    const research = queryKeys.researchStats(G);
    const cache = cacheWith([stats, research], [stats, research]);
    stop = cache.stop;
    const call = (async () => {
      throw new Error("503");
    }) as never;
    await refetchAfterHint(cache.client, { call }, G, plan);
    expect(cache.fetched.sort()).toEqual(["player-stats", "research"]);
    expect(cache.client.getQueryData(stats)).toBe("refetched");
  });

  it("asks one by one when only one shown query is the dashboard route's", async () => {
    const stats = queryKeys.playerStats(G);
    const prices = queryKeys.marketPrices(G);
    const cache = cacheWith([stats, prices], [stats, prices]);
    stop = cache.stop;
    let asked = 0;
    const call = (async () => {
      asked++;
      return {};
    }) as never;
    await refetchAfterHint(cache.client, { call }, G, plan);
    expect(asked).toBe(0);
    expect(cache.fetched.sort()).toEqual(["market", "player-stats"]);
  });
});
