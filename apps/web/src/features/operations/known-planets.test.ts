import { describe, expect, it } from "vitest";
import { knownPlanetText, knownPlanets } from "./known-planets.ts";

const report = (turnNumber: number, name: string, ids: string[]) => ({
  operationId: `op-${turnNumber}`,
  targetPlayerId: `p-${name}`,
  targetPlayerName: name,
  turnNumber,
  planets: ids.map((planetId) => ({ planetId, x: 1, y: 2 })),
});

describe("knownPlanets", () => {
  it("lists the map's planet first, then intel's planets newest report first, each once, by coordinates", () => {
    const active = {
      planetLists: [report(3, "Brann", ["demo:1,2:1", "demo:1,2:2"]), report(9, "Brann", ["demo:1,2:2", "demo:4,4:0"])],
      portalEffects: [],
      allPortalEffects: [],
    };
    const list = knownPlanets(active, "demo:7,7:3");
    expect(list.map(knownPlanetText)).toEqual([
      "7,7:3 (from the map)",
      "1,2:2 · Brann (intel of turn 9)",
      "4,4:0 · Brann (intel of turn 9)",
      "1,2:1 · Brann (intel of turn 3)",
    ]);
  });

  it("is empty without intel or a map pick", () => {
    expect(knownPlanets(undefined, null)).toEqual([]);
  });
});
