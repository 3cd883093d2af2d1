import { describe, expect, it } from "vitest";
import { researchFromCenters } from "./research.ts";

describe("researchFromCenters", () => {
  it("makes 20 RP per research center times the race bonus, rounded down", () => {
    expect(researchFromCenters("wardancer", 10)).toBe(240);
    expect(researchFromCenters("camaar", 3)).toBe(54);
    expect(researchFromCenters("quantam", 7)).toBe(224);
    expect(researchFromCenters("revalon", 0)).toBe(0);
  });
});
