import { describe, expect, it } from "vitest";
import type { StandingRow } from "../../db/repositories/rankings-repository.ts";
import { rankFamilies, rankPlayers } from "./ranking-order.ts";

const row = (playerId: string, over: Partial<StandingRow> = {}): StandingRow => ({
  playerId,
  playerName: playerId,
  nameKey: playerId.toLowerCase(),
  race: "quantam",
  isNpc: false,
  familyId: null,
  familyName: null,
  networth: 1000,
  researchPoints: 0,
  planetCount: 1,
  totalPopulation: 100,
  homeX: 1,
  homeY: 1,
  ...over,
});

describe("ranking order", () => {
  it("orders players by networth, then planets, then case-insensitive name, then id", () => {
    const ranked = rankPlayers([
      row("p1", { nameKey: "zed" }),
      row("p2", { nameKey: "amber" }),
      row("p3", { networth: 2000 }),
      row("p4", { nameKey: "zed", planetCount: 3 }),
      row("p0", { nameKey: "zed" }),
    ]);
    expect(ranked.map((r) => r.playerId)).toEqual(["p3", "p4", "p2", "p0", "p1"]);
  });

  it("sums families, rounds the average, skips the familyless and breaks ties by planets then name", () => {
    const f = (id: string, name: string) => ({ familyId: id, familyName: name });
    const families = rankFamilies([
      row("a", { ...f("g:family-1", "Orion"), networth: 1000, planetCount: 1 }),
      row("b", { ...f("g:family-1", "Orion"), networth: 1001, planetCount: 1 }),
      row("c", { ...f("g:family-2", "andromeda"), networth: 2001, planetCount: 2 }),
      row("d", { ...f("g:family-3", "Cygnus"), networth: 2001, planetCount: 3 }),
      row("e", { networth: 99_999 }),
    ]);
    expect(families).toEqual([
      {
        familyId: "g:family-3",
        familyName: "Cygnus",
        memberCount: 1,
        totalNetworth: 2001,
        avgNetworth: 2001,
        totalPlanets: 3,
      },
      {
        familyId: "g:family-2",
        familyName: "andromeda",
        memberCount: 1,
        totalNetworth: 2001,
        avgNetworth: 2001,
        totalPlanets: 2,
      },
      {
        familyId: "g:family-1",
        familyName: "Orion",
        memberCount: 2,
        totalNetworth: 2001,
        avgNetworth: 1001,
        totalPlanets: 2,
      },
    ]);
  });
});
