import { describe, expect, it } from "vitest";
import { isFamilyPlanet, planetMode } from "./planet-mode.ts";

describe("planetMode", () => {
  it("is neutral without an owner", () => {
    expect(planetMode(null, "me")).toBe("neutral");
    expect(planetMode(null, null)).toBe("neutral");
  });

  it("is own for the current player's planet", () => {
    expect(planetMode("me", "me")).toBe("own");
  });

  it("is enemy for anyone else's planet, also without a current player", () => {
    expect(planetMode("them", "me")).toBe("enemy");
    expect(planetMode("them", null)).toBe("enemy");
  });
});

describe("isFamilyPlanet", () => {
  it("is true only for the same family", () => {
    expect(isFamilyPlanet("demo:family-1", "demo:family-1")).toBe(true);
    expect(isFamilyPlanet("demo:family-1", "demo:family-2")).toBe(false);
    expect(isFamilyPlanet(null, null)).toBe(false);
    expect(isFamilyPlanet("demo:family-1", null)).toBe(false);
  });
});
