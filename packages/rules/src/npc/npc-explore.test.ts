import { describe, expect, it } from "vitest";
import { planNpcExploration, type NpcExploreInput } from "./npc-explore.ts";

const base: NpcExploreInput = {
  owned: [{ planetId: "g1:10,10:1", x: 10, y: 10, size: 200, built: 150 }],
  candidates: [
    { planetId: "g1:14,10:1", x: 14, y: 10 },
    { planetId: "g1:11,10:2", x: 11, y: 10 },
    { planetId: "g1:11,10:1", x: 11, y: 10 },
  ],
  homeExplorers: 1,
  explorersInTraining: 0,
  explorersOrderedToday: 0,
  explorersTraveling: 0,
  credits: 100_000,
  raceSpeed: 1,
};

describe("planNpcExploration", () => {
  it("sends an explorer to the nearest unclaimed planet (ties: lowest id) with the rules' fee", () => {
    expect(planNpcExploration(base)).toEqual({
      kind: "send",
      targetPlanetId: "g1:11,10:1",
      originPlanetId: "g1:10,10:1",
      fee: 1600, // 1500 × 1 planet + 100 × distance 1
      turns: 1,
    });
  });

  it("needs half its space built, twice the explorer and fee in credits, and one explorer out at a time", () => {
    expect(planNpcExploration({ ...base, owned: [{ ...base.owned[0]!, built: 99 }] })).toEqual({ kind: "none" });
    expect(planNpcExploration({ ...base, credits: 2 * (10_000 + 1600) - 1 })).toEqual({ kind: "none" });
    expect(planNpcExploration({ ...base, credits: 2 * (10_000 + 1600) }).kind).toBe("send");
    expect(planNpcExploration({ ...base, explorersTraveling: 1 })).toEqual({ kind: "none" });
    expect(planNpcExploration({ ...base, candidates: [] })).toEqual({ kind: "none" });
  });

  it("trains an explorer when none waits at home, within the daily limit, and not twice", () => {
    expect(planNpcExploration({ ...base, homeExplorers: 0 })).toEqual({ kind: "train" });
    expect(planNpcExploration({ ...base, homeExplorers: 0, explorersInTraining: 1 })).toEqual({ kind: "none" });
    expect(planNpcExploration({ ...base, homeExplorers: 0, explorersOrderedToday: 8 })).toEqual({ kind: "none" });
  });
});
