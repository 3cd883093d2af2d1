import { describe, expect, it } from "vitest";
import { networth } from "./networth.ts";
import { STARTING_FLEET, STARTING_POPULATION } from "./starting-empire.ts";

describe("networth", () => {
  it("values a fresh empire at about 2,600 (rules.md section 4)", () => {
    const nw = networth({
      units: STARTING_FLEET,
      population: STARTING_POPULATION,
      buildings: 100,
      planets: 1,
      totalResearchPoints: 0,
    });
    // 1100 + (100 + 60 + 5 + 5 + 1) + 125 + 400 + 800
    expect(nw).toBe(2596);
  });
});
