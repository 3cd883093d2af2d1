import { describe, expect, it } from "vitest";
import { planetLabel } from "../galaxy/ids.ts";
import { buildingCountLabel, buildingPlural, unitCountLabel } from "./labels.ts";

describe("labels", () => {
  it("names counts in the singular for one and the plural otherwise", () => {
    expect(buildingCountLabel("farm", 10)).toBe("10 farms");
    expect(buildingCountLabel("cash_factory", 1)).toBe("1 cash factory");
    expect(buildingCountLabel("refinery", 2)).toBe("2 refineries");
    expect(buildingCountLabel("living_quarters", 3)).toBe("3 living quarters");
    expect(unitCountLabel("explorer", 1)).toBe("1 explorer");
    expect(unitCountLabel("soldier", 50)).toBe("50 soldiers");
    expect(buildingPlural("tax_office")).toBe("tax offices");
  });

  it("shows a planet id without its galaxy", () => {
    expect(planetLabel("demo-1:12,4:2")).toBe("12,4:2");
    expect(planetLabel("not a planet")).toBe("not a planet");
  });
});
