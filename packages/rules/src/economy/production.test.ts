import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "../catalogue/units.ts";
import { STARTING_FLEET } from "../empire/starting-empire.ts";
import { empireArb, homeEmpire } from "../testing/empire-fixtures.ts";
import { NO_SCIENCE, type PlanetState } from "./empire-state.ts";
import { foodConsumption, producedResources } from "./production.ts";

const planet = (overrides: Partial<PlanetState>): PlanetState => ({
  id: "g1:1,1:1",
  size: 300,
  planetType: "ice",
  population: 0,
  buildings: {},
  bonus: null,
  isHomeWorld: false,
  ...overrides,
});

describe("producedResources", () => {
  it("makes 1,500 food, 15 iron, 10 endurium and 10 octarine on a starting home world (rules.md 4)", () => {
    const empire = homeEmpire();
    expect(producedResources(empire.planets, NO_SCIENCE)).toEqual({ food: 1500, iron: 15, endurium: 10, octarine: 10 });
  });

  it("applies a planet bonus only to the matching resource of that planet", () => {
    const bonused = planet({
      buildings: { farm: 100, mine: 100, refinery: 10 },
      bonus: { bonusType: "resource_iron", multiplier: 1.15 },
    });
    const plain = planet({ id: "g1:1,1:2", buildings: { mine: 100 } });
    // 100 × 1.15 is 114.99999999999999 in floating point; the rules still pay 115.
    expect(producedResources([bonused, plain], NO_SCIENCE)).toEqual({
      food: 10_000,
      iron: 215,
      endurium: 10,
      octarine: 0,
    });
  });

  it("floors each planet's bonused output before summing", () => {
    const a = planet({ buildings: { mine: 3 }, bonus: { bonusType: "resource_iron", multiplier: 1.1 } });
    const b = planet({
      id: "g1:1,1:2",
      buildings: { mine: 3 },
      bonus: { bonusType: "resource_iron", multiplier: 1.1 },
    });
    expect(producedResources([a, b], NO_SCIENCE).iron).toBe(6); // floor(3.3) + floor(3.3)
  });

  it("multiplies the total by the resources science and floors it", () => {
    const p = planet({ buildings: { farm: 7, mine: 7 } });
    expect(producedResources([p], { ...NO_SCIENCE, resources: 0.1 })).toEqual({
      food: 770,
      iron: 7, // floor(7.7)
      endurium: 0,
      octarine: 0,
    });
  });

  it("is a non-negative integer for any empire", () => {
    fc.assert(
      fc.property(empireArb("p1"), (empire) => {
        for (const amount of Object.values(producedResources(empire.planets, empire.science))) {
          expect(Number.isInteger(amount) && amount >= 0).toBe(true);
        }
      }),
    );
  });
});

describe("foodConsumption", () => {
  it("eats 630 food at the start: 500 for 5,000 people and 130 for the units (rules.md 4)", () => {
    expect(foodConsumption(5000, STARTING_FLEET)).toBe(630);
  });

  it("rounds the people's share up", () => {
    expect(foodConsumption(5001, emptyFleetUnits())).toBe(501);
    expect(foodConsumption(70, emptyFleetUnits())).toBe(7);
    expect(foodConsumption(0, emptyFleetUnits())).toBe(0);
  });

  it("feeds soldiers, fighters, bombers, transports, agents and wizards but not droids, explorers or lasers", () => {
    const units = { soldiers: 1, fighters: 2, bombers: 3, transports: 4, agents: 5, wizards: 6 };
    expect(foodConsumption(0, { ...emptyFleetUnits(), ...units })).toBe(21);
    expect(foodConsumption(0, { ...emptyFleetUnits(), droids: 900, explorers: 9, lasers: 50 })).toBe(0);
  });
});
