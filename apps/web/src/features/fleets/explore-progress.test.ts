import { describe, expect, it } from "vitest";
import { canExplore } from "@nova/rules";
import { exploreProgressText } from "./explore-progress.ts";

describe("exploreProgressText", () => {
  it("tells a new empire how many more buildings the 50% rule needs", () => {
    expect(exploreProgressText({ completedBuildings: 100, totalSize: 250 })).toBe(
      "Built so far: 100 of 250 (40%). Complete 25 more buildings to explore; queued buildings count once they finish.",
    );
    expect(exploreProgressText({ completedBuildings: 124, totalSize: 249 })).toContain("Complete 1 more building to");
  });

  it("is null exactly when the rules allow exploring", () => {
    for (const [completedBuildings, totalSize] of [
      [125, 250],
      [125, 249],
      [124, 249],
      [0, 0],
      [1_000, 1_500],
    ] as const) {
      const built = { completedBuildings, totalSize };
      expect(exploreProgressText(built) === null).toBe(canExplore(built) === null);
    }
  });
});
