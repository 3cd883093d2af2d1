import { describe, expect, it } from "vitest";
import { explorationTargets } from "./target-options.ts";

const system = (x: number, y: number, extra: { systemType?: "home" | "normal"; ownedPlanets?: number } = {}) => ({
  x,
  y,
  planetCount: 2,
  systemType: extra.systemType ?? ("normal" as const),
  ownedPlanets: extra.ownedPlanets ?? 0,
});

describe("explorationTargets", () => {
  it("offers the planets of free neutral systems, nearest to home first", () => {
    const systems = [
      system(9, 9),
      system(2, 1),
      system(1, 1, { systemType: "home" }),
      system(3, 3, { ownedPlanets: 1 }),
    ];
    expect(explorationTargets(systems, { x: 1, y: 1 }).map((o) => o.label)).toEqual([
      "2,1:1",
      "2,1:2",
      "9,9:1",
      "9,9:2",
    ]);
    expect(explorationTargets(systems, { x: 1, y: 1 })[0]?.hint).toBe("Unclaimed · 1.0 from home");
  });

  it("keeps to the nearest few systems", () => {
    const systems = [system(5, 5), system(1, 2), system(8, 8)];
    expect(explorationTargets(systems, { x: 1, y: 1 }, 1).map((o) => o.label)).toEqual(["1,2:1", "1,2:2"]);
  });
});
