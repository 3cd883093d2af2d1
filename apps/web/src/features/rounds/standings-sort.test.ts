import { describe, expect, it } from "vitest";
import type { RoundPlayerResult } from "@nova/contract";
import { sortStandings } from "./standings-sort.ts";

const row = (rank: number, empireName: string, networth: number, planets: number): RoundPlayerResult => ({
  rank,
  playerId: empireName,
  empireName,
  race: "quantam",
  familyName: null,
  networth,
  planets,
});
const rows = [row(1, "Zed", 900, 2), row(2, "alpha", 500, 9), row(2, "Beta", 500, 9), row(4, "Gamma", 100, 1)];

describe("standings sort", () => {
  it("sorts by a column both ways, ties keeping the standings' order", () => {
    expect(sortStandings(rows, "planets", "desc").map((r) => r.empireName)).toEqual(["alpha", "Beta", "Zed", "Gamma"]);
    expect(sortStandings(rows, "empireName", "asc").map((r) => r.empireName)).toEqual([
      "alpha",
      "Beta",
      "Gamma",
      "Zed",
    ]);
    expect(sortStandings(rows, "rank", "desc").map((r) => r.empireName)).toEqual(["Gamma", "alpha", "Beta", "Zed"]);
  });
});
