import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDING_TYPES } from "../catalogue/buildings.ts";
import { empireArb, homeEmpire } from "../testing/empire-fixtures.ts";
import { countBuildings, totalBuildings } from "./empire-totals.ts";
import { infrastructureSummary } from "./infrastructure.ts";

describe("infrastructureSummary", () => {
  it("adds up buildings, space and free space over every planet", () => {
    const home = homeEmpire().planets[0]!;
    const colony = {
      ...home,
      id: "g1:3,9:1",
      size: 150,
      isHomeWorld: false,
      buildings: { farm: 30, cash_factory: 20 },
    };
    const summary = infrastructureSummary([home, colony], (id) => (id === colony.id ? 10 : 0));
    const homeBuilt = totalBuildings([home]);
    expect(summary.totalBuildings).toBe(homeBuilt + 50);
    expect(summary.inProgress).toBe(10);
    expect(summary.totalSpace).toBe(home.size + 150);
    expect(summary.freeSpace).toBe(Math.max(0, home.size - homeBuilt) + 90);
    const farms = (home.buildings.farm ?? 0) + 30;
    expect(summary.perType.find((t) => t.type === "farm")).toEqual({
      type: "farm",
      count: farms,
      percent: (farms / (homeBuilt + 50)) * 100,
    });
  });

  it("never counts a planet's free space below 0", () => {
    const home = homeEmpire().planets[0]!;
    const full = { ...home, size: 10, buildings: { farm: 10 } };
    expect(infrastructureSummary([full], () => 5).freeSpace).toBe(0);
  });

  it("is all zeros without planets, every type listed", () => {
    const summary = infrastructureSummary([], () => 0);
    expect(summary).toMatchObject({ totalBuildings: 0, inProgress: 0, totalSpace: 0, freeSpace: 0 });
    expect(summary.perType.map((t) => t.type)).toEqual(BUILDING_TYPES);
    expect(summary.perType.every((t) => t.count === 0 && t.percent === 0)).toBe(true);
  });

  it("agrees with the empire's totals for any empire, and its shares add up to 100", () => {
    fc.assert(
      fc.property(empireArb("p1"), fc.nat({ max: 40 }), (empire, started) => {
        const summary = infrastructureSummary(empire.planets, () => started);
        expect(summary.totalBuildings).toBe(totalBuildings(empire.planets));
        for (const { type, count } of summary.perType) expect(count).toBe(countBuildings(empire.planets, type));
        expect(summary.inProgress).toBe(started * empire.planets.length);
        expect(summary.freeSpace).toBeGreaterThanOrEqual(0);
        expect(summary.freeSpace).toBeLessThanOrEqual(summary.totalSpace);
        const shares = summary.perType.reduce((sum, t) => sum + t.percent, 0);
        if (summary.totalBuildings > 0) expect(shares).toBeCloseTo(100);
        else expect(shares).toBe(0);
      }),
    );
  });
});
