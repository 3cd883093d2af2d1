import { describe, expect, it } from "vitest";
import { canExplore, explorationFee, nearestOwnedPlanet } from "./exploration.ts";

describe("exploration (rules.md 11.5)", () => {
  it("charges 1,500 per planet owned plus 100 per distance unit, rounded up", () => {
    expect(explorationFee(1, 0, false)).toBe(1500);
    expect(explorationFee(1, 5, false)).toBe(2000);
    expect(explorationFee(3, Math.hypot(3, 4), false)).toBe(5000);
    expect(explorationFee(2, Math.SQRT2, false)).toBe(3142); // 3,141.42…
  });

  it("takes 40% off under Space Amazement", () => {
    expect(explorationFee(1, 5, true)).toBe(1200);
    expect(explorationFee(3, 2.5, true)).toBe(2850); // 4,750 × 0.6, no floating-point creep
    expect(explorationFee(1, 1.01, true)).toBe(961); // 960.6 → 961
  });

  it("needs half of all planet space built", () => {
    expect(canExplore({ completedBuildings: 125, totalSize: 250 })).toBeNull();
    expect(canExplore({ completedBuildings: 100, totalSize: 250 })).toMatchObject({
      code: "invalid_action",
      detail: "You must have 50% of your planet space built to explore",
    });
    expect(canExplore({ completedBuildings: 163, totalSize: 325 })).toBeNull(); // 162.5 needed
    expect(canExplore({ completedBuildings: 162, totalSize: 325 })).not.toBeNull();
  });

  it("measures from the nearest owned planet", () => {
    const owned = [
      { planetId: "g:12,4:2", x: 12, y: 4 },
      { planetId: "g:20,9:1", x: 20, y: 9 },
    ];
    expect(nearestOwnedPlanet(owned, { x: 18, y: 10 })?.planetId).toBe("g:20,9:1");
    expect(nearestOwnedPlanet([], { x: 18, y: 10 })).toBeNull();
  });
});
