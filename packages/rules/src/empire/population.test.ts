import { describe, expect, it } from "vitest";
import { maxPopulation } from "./population.ts";
import { STARTING_BUILDINGS } from "./starting-empire.ts";

describe("maxPopulation", () => {
  it("gives a starting home world 19,100 people (rules.md section 4)", () => {
    expect(maxPopulation(250, "terran", STARTING_BUILDINGS.living_quarters ?? 0)).toBe(19_100);
  });
  it("lets gas giants hold people only in living quarters and floors other types at 25%", () => {
    expect(maxPopulation(200, "gas", 0)).toBe(0);
    expect(maxPopulation(200, "gas", 2)).toBe(1300);
    expect(maxPopulation(100, "barren", 0)).toBe(1000);
  });
  it("raises the cap by the welfare bonus", () => {
    expect(maxPopulation(100, "terran", 0, 0.1)).toBe(4400);
  });
});
