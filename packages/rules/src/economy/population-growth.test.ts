import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grownPopulation, type PlanetGrowthInput } from "./population-growth.ts";

const base: PlanetGrowthInput = { population: 5000, cap: 19_100, growthMultiplier: 1, foodShortage: false };

describe("grownPopulation", () => {
  it("grows 5% per turn, times the race bonus, rounded down", () => {
    expect(grownPopulation(base)).toBe(5250);
    expect(grownPopulation({ ...base, growthMultiplier: 1.1 })).toBe(5275);
    expect(grownPopulation({ ...base, population: 5250 })).toBe(5512); // + floor(262.5)
  });

  it("stops at the cap and brings a planet above its cap down to it", () => {
    expect(grownPopulation({ ...base, population: 19_000 })).toBe(19_100);
    expect(grownPopulation({ ...base, population: 25_000 })).toBe(19_100);
    expect(grownPopulation({ ...base, population: 500, cap: 0 })).toBe(0);
  });

  it("loses 2% (rounded up) and does not grow on a food shortage", () => {
    expect(grownPopulation({ ...base, foodShortage: true })).toBe(4900);
    expect(grownPopulation({ ...base, population: 51, foodShortage: true })).toBe(49); // − ceil(1.02)
    expect(grownPopulation({ ...base, population: 1, foodShortage: true })).toBe(0);
  });

  it("reseeds an empty planet to 100 when the empire has food and the cap allows it", () => {
    expect(grownPopulation({ ...base, population: 0 })).toBe(100);
    expect(grownPopulation({ ...base, population: 1 })).toBe(100);
    expect(grownPopulation({ ...base, population: 0, foodShortage: true })).toBe(0);
    expect(grownPopulation({ ...base, population: 0, cap: 99 })).toBe(0);
  });

  it("lets a tiny population grow by at least one person", () => {
    expect(grownPopulation({ ...base, population: 2 })).toBe(3);
    expect(grownPopulation({ ...base, population: 19 })).toBe(20);
    expect(grownPopulation({ ...base, population: 20 })).toBe(21);
  });

  it("stays a whole number between 0 and the cap", () => {
    fc.assert(
      fc.property(
        fc.record({
          population: fc.integer({ min: 0, max: 1_000_000 }),
          cap: fc.integer({ min: 0, max: 1_000_000 }),
          growthMultiplier: fc.constantFrom(1, 1.1, 1.5),
          foodShortage: fc.boolean(),
        }),
        (input) => {
          const next = grownPopulation(input);
          expect(Number.isInteger(next)).toBe(true);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(input.cap);
          if (input.foodShortage) expect(next).toBeLessThanOrEqual(input.population);
        },
      ),
    );
  });
});
