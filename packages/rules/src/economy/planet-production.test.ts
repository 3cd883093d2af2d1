import { describe, expect, it } from "vitest";
import { planetProduction } from "./planet-production.ts";

describe("planetProduction", () => {
  it("applies the planet's own bonus to the matching output only", () => {
    const production = planetProduction(
      {
        id: "g:1,1:1",
        size: 200,
        planetType: "ice",
        population: 1000,
        buildings: { farm: 10, mine: 100, cash_factory: 5, research_center: 2 },
        bonus: { bonusType: "resource_iron", multiplier: 1.2 },
        isHomeWorld: false,
      },
      "quantam",
    );
    expect(production).toEqual({ food: 1000, iron: 120, endurium: 0, octarine: 0, credits: 40, researchPoints: 64 });
  });
});
