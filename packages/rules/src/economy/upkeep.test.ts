import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "../catalogue/units.ts";
import { STARTING_FLEET } from "../empire/starting-empire.ts";
import { empireArb, homeEmpire } from "../testing/empire-fixtures.ts";
import type { PlanetState } from "./empire-state.ts";
import { buildingUpkeep, bureaucracyCost, unitUpkeep, upkeep } from "./upkeep.ts";

const colony = (buildings: PlanetState["buildings"]): PlanetState => ({
  id: "g1:3,3:1",
  size: 200,
  planetType: "ice",
  population: 100,
  buildings,
  bonus: null,
  isHomeWorld: false,
});

describe("upkeep", () => {
  it("matches the starting check numbers: units 131, buildings 25, bureaucracy 125 (rules.md 4)", () => {
    const empire = homeEmpire();
    expect(upkeep(empire.units, empire.planets, empire.resources.credits)).toEqual({
      unitUpkeep: 131,
      buildingUpkeep: 25,
      bureaucracyCost: 125,
      totalUpkeep: 281,
    });
  });

  it("charges 1 credit for every unit kind, explorers and droids included, but nothing for lasers", () => {
    expect(unitUpkeep(STARTING_FLEET)).toBe(131);
    expect(unitUpkeep({ ...emptyFleetUnits(), droids: 7, explorers: 2, lasers: 40 })).toBe(9);
  });

  it("charges 0.25 per building over the empire, rounded up, and 50 per portal off the home world", () => {
    const empire = homeEmpire();
    expect(buildingUpkeep([...empire.planets, colony({ farm: 1, portal: 1 })])).toBe(75); // ceil(100/4) + 50
    expect(buildingUpkeep([colony({ mine: 1 }), { ...colony({ mine: 1 }), id: "g1:3,3:2" }])).toBe(1);
    expect(buildingUpkeep([])).toBe(0);
  });

  it("takes 0.5% of the credits, rounded up, and nothing on no credits", () => {
    expect(bureaucracyCost(25_000)).toBe(125);
    expect(bureaucracyCost(25_001)).toBe(126);
    expect(bureaucracyCost(0)).toBe(0);
    expect(bureaucracyCost(-500)).toBe(0);
  });

  it("is never negative and adds up", () => {
    fc.assert(
      fc.property(empireArb("p1"), (empire) => {
        const u = upkeep(empire.units, empire.planets, empire.resources.credits);
        expect(Math.min(u.unitUpkeep, u.buildingUpkeep, u.bureaucracyCost)).toBeGreaterThanOrEqual(0);
        expect(u.totalUpkeep).toBe(u.unitUpkeep + u.buildingUpkeep + u.bureaucracyCost);
      }),
    );
  });
});
