import { describe, expect, it } from "vitest";
import { ownPlanet } from "../planets/planet-fixture.ts";
import { infrastructureSummary } from "./infrastructure.ts";

describe("infrastructureSummary", () => {
  it("adds up buildings, space and free space over every planet", () => {
    const colony = ownPlanet({
      id: "demo:3,9:1",
      size: 150,
      buildings: [
        { type: "farm", count: 30 },
        { type: "cash_factory", count: 20 },
      ],
      buildingsInProgress: 10,
    });
    const summary = infrastructureSummary([ownPlanet(), colony]);
    expect(summary.totalBuildings).toBe(150);
    expect(summary.inProgress).toBe(10);
    expect(summary.totalSpace).toBe(400);
    expect(summary.freeSpace).toBe(150 + 90);
    const cash = summary.perType.find((t) => t.type === "cash_factory");
    expect(cash).toEqual({ type: "cash_factory", count: 40, percent: (40 / 150) * 100 });
    expect(summary.perType.find((t) => t.type === "tax_office")).toEqual({ type: "tax_office", count: 0, percent: 0 });
    expect(summary.perType.reduce((sum, t) => sum + t.percent, 0)).toBeCloseTo(100);
  });

  it("is all zeros without planets", () => {
    const summary = infrastructureSummary([]);
    expect(summary.totalBuildings).toBe(0);
    expect(summary.freeSpace).toBe(0);
    expect(summary.perType.every((t) => t.count === 0 && t.percent === 0)).toBe(true);
    expect(summary.perType).toHaveLength(10);
  });
});
