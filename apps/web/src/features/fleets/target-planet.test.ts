import { describe, expect, it } from "vitest";
import { parseTargetPlanet, targetError } from "./target-planet.ts";

describe("target planet input", () => {
  it("accepts the short form and the full id of this galaxy", () => {
    expect(parseTargetPlanet("12,4:2", "demo")).toBe("demo:12,4:2");
    expect(parseTargetPlanet(" 12, 4 : 2 ", "demo")).toBe("demo:12,4:2");
    expect(parseTargetPlanet("demo:12,4:2", "demo")).toBe("demo:12,4:2");
  });
  it("refuses other galaxies and anything unreadable", () => {
    expect(parseTargetPlanet("other:12,4:2", "demo")).toBeNull();
    expect(parseTargetPlanet("12,4", "demo")).toBeNull();
    expect(parseTargetPlanet("", "demo")).toBeNull();
  });
  it("says what is wrong", () => {
    expect(targetError("  ", "demo")).toBe("Target planet is required");
    expect(targetError("12;4", "demo")).toBe('Enter a planet as "x,y:n" (e.g. 12,4:2)');
    expect(targetError("12,4:2", "demo")).toBeNull();
  });
});
