import { describe, expect, it } from "vitest";
import { queryKeys } from "../api/query-keys.ts";
import { guidanceKeys } from "../features/guidance/guidance-keys.ts";
import { bundleAnswers, dashboardBundle } from "./dashboard-bundle.ts";

const G = "demo";
/** The six queries a dashboard holds after a flip (decisions 211, 231), in the order the page made them. */
const DASHBOARD = [
  queryKeys.playerStats(G),
  queryKeys.infrastructure(G),
  guidanceKeys.advice(G),
  queryKeys.researchStats(G),
  queryKeys.events(G, 50),
  queryKeys.news(G, 10),
];

describe("which queries one dashboard request answers", () => {
  it("the dashboard's six, with the lists' limits", () => {
    const bundle = dashboardBundle(DASHBOARD, G);
    expect(bundle?.query).toEqual({
      parts: "stats,infrastructure,advice,research,events,news",
      eventsLimit: 50,
      newsLimit: 10,
    });
    expect([...(bundle?.keys.values() ?? [])]).toEqual(DASHBOARD);
  });

  it("tells the planets list from the figures over it, whose key is under the list's", () => {
    const bundle = dashboardBundle([queryKeys.infrastructure(G), queryKeys.planets(G)], G);
    expect(bundle?.query).toEqual({ parts: "infrastructure,planets" });
    expect([...(bundle?.keys.values() ?? [])]).toEqual([queryKeys.infrastructure(G), queryKeys.planets(G)]);
  });

  it("leaves out every other query, another galaxy's and a second list of events", () => {
    const bundle = dashboardBundle(
      [
        queryKeys.marketPrices(G),
        queryKeys.researchAllocation(G),
        queryKeys.playerStats("elsewhere"),
        queryKeys.events(G, 20),
        queryKeys.familyEvents(G, "f1", 50, ""),
        queryKeys.eventStream(G, 100, "battle"),
        queryKeys.events(G, 50),
        queryKeys.planets(G),
        queryKeys.planet(G, "demo:1,1:1"),
      ],
      G,
    );
    expect(bundle?.query).toEqual({ parts: "events,planets", eventsLimit: 20 });
    expect([...(bundle?.keys.values() ?? [])]).toEqual([queryKeys.events(G, 20), queryKeys.planets(G)]);
  });

  it("asks for one part on its own route: a bundle of one saves nothing", () => {
    expect(dashboardBundle([queryKeys.playerStats(G), queryKeys.marketPrices(G)], G)).toBeNull();
    expect(dashboardBundle([], G)).toBeNull();
  });

  it("fills each query with its part of the answer, and none with a part the answer lacks", () => {
    const bundle = dashboardBundle([queryKeys.news(G, 5), guidanceKeys.advice(G), queryKeys.planets(G)], G);
    if (!bundle) throw new Error("expected a bundle");
    const news = { news: [] };
    const advice = { goals: [] };
    expect(bundleAnswers(bundle, { news, advice })).toEqual([
      [queryKeys.news(G, 5), news],
      [guidanceKeys.advice(G), advice],
    ]);
  });
});
