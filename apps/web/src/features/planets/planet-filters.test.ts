import { describe, expect, it } from "vitest";
import type { Planet } from "@nova/contract";
import { DEFAULT_PLANET_FILTERS, filterAndSortPlanets, filtersActive } from "./planet-filters.ts";
import { ownPlanet } from "./planet-fixture.ts";

const planet = (id: string, x: number, y: number, index: number, overrides: Partial<Planet> = {}): Planet =>
  ownPlanet({
    id: `demo:${x},${y}:${index}`,
    planetId: index,
    coordinates: { x, y },
    isHomeWorld: false,
    ...overrides,
  });

const home = planet("home", 15, 4, 2, { isHomeWorld: true, population: 5000, size: 250 });
const ice = planet("ice", 3, 9, 1, {
  planetType: "ice",
  population: 800,
  size: 150,
  buildings: [{ type: "mine", count: 10 }],
  bonus: { bonusType: "resource_iron", multiplier: 1.2 },
});
const gas = planet("gas", 3, 2, 3, {
  planetType: "gas",
  population: 0,
  size: 300,
  buildings: [],
  bonus: { bonusType: "resource_octarine", multiplier: 1.5 },
});
const all = [home, ice, gas];
const ids = (planets: Planet[]) => planets.map((p) => p.id);

describe("filterAndSortPlanets", () => {
  it("sorts by coordinates (x, then y, then index) by default", () => {
    expect(ids(filterAndSortPlanets(all, DEFAULT_PLANET_FILTERS))).toEqual([gas.id, ice.id, home.id]);
  });

  it.each([
    ["population", "asc", [gas, ice, home]],
    ["population", "desc", [home, ice, gas]],
    ["size", "asc", [ice, home, gas]],
    ["planetType", "asc", [gas, ice, home]],
    // Free space: home 150, ice 140, gas 300.
    ["freeSpace", "asc", [ice, home, gas]],
    ["freeSpace", "desc", [gas, home, ice]],
    ["coordinates", "desc", [home, ice, gas]],
  ] as const)("sorts by %s %s", (sortBy, direction, expected) => {
    const sorted = filterAndSortPlanets(all, { ...DEFAULT_PLANET_FILTERS, sortBy, direction });
    expect(ids(sorted)).toEqual(ids([...expected]));
  });

  it("breaks ties by coordinates", () => {
    const twin = planet("twin", 1, 1, 1, { population: 5000 });
    const sorted = filterAndSortPlanets([home, twin], { ...DEFAULT_PLANET_FILTERS, sortBy: "population" });
    expect(ids(sorted)).toEqual([twin.id, home.id]);
  });

  it("filters by bonus type", () => {
    expect(ids(filterAndSortPlanets(all, { ...DEFAULT_PLANET_FILTERS, bonus: "none" }))).toEqual([home.id]);
    expect(ids(filterAndSortPlanets(all, { ...DEFAULT_PLANET_FILTERS, bonus: "resource_iron" }))).toEqual([ice.id]);
    expect(filterAndSortPlanets(all, { ...DEFAULT_PLANET_FILTERS, bonus: "resource_food" })).toEqual([]);
  });

  it("filters by portal", () => {
    expect(ids(filterAndSortPlanets(all, { ...DEFAULT_PLANET_FILTERS, portal: "with" }))).toEqual([home.id]);
    expect(ids(filterAndSortPlanets(all, { ...DEFAULT_PLANET_FILTERS, portal: "without" }))).toEqual([gas.id, ice.id]);
  });

  it("does not change the list it was given", () => {
    const input = [home, ice, gas];
    filterAndSortPlanets(input, DEFAULT_PLANET_FILTERS);
    expect(input).toEqual([home, ice, gas]);
  });
});

describe("filtersActive", () => {
  it("is false for the defaults and true for any change", () => {
    expect(filtersActive(DEFAULT_PLANET_FILTERS)).toBe(false);
    expect(filtersActive({ ...DEFAULT_PLANET_FILTERS, direction: "desc" })).toBe(true);
    expect(filtersActive({ ...DEFAULT_PLANET_FILTERS, portal: "with" })).toBe(true);
  });
});
