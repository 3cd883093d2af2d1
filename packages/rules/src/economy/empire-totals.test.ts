import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDING_TYPES } from "../catalogue/buildings.ts";
import { empireArb, homeEmpire } from "../testing/empire-fixtures.ts";
import { countBuildings, planetTotals, totalBuildings, totalPopulation } from "./empire-totals.ts";

describe("planetTotals", () => {
  it("agrees with the separate sums for any empire", () => {
    fc.assert(
      fc.property(empireArb("p1"), (empire) => {
        const totals = planetTotals(empire.planets);
        expect(totals.population).toBe(totalPopulation(empire.planets));
        for (const type of BUILDING_TYPES) expect(totals.buildings[type]).toBe(countBuildings(empire.planets, type));
        expect(Object.values(totals.buildings).reduce((a, b) => a + b, 0)).toBe(totalBuildings(empire.planets));
        const paid = empire.planets.filter((p) => !p.isHomeWorld).reduce((s, p) => s + (p.buildings.portal ?? 0), 0);
        expect(totals.paidPortals).toBe(paid);
      }),
    );
  });

  it("does not charge the home world's portal", () => {
    const empire = homeEmpire();
    const home = empire.planets.find((p) => p.isHomeWorld);
    expect(home?.buildings.portal ?? 0).toBeGreaterThan(0);
    expect(planetTotals(empire.planets).paidPortals).toBe(0);
  });
});
