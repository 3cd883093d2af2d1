import { describe, expect, it } from "vitest";
import { validateEmpireForm } from "./validate-empire-form.ts";

describe("validateEmpireForm", () => {
  it("needs a galaxy", () => {
    expect(validateEmpireForm({ galaxyId: undefined, username: "Ace", race: "quantam" })).toBe("Galaxy ID is missing");
  });

  it.each([
    ["", "quantam"],
    ["   ", "quantam"],
    ["Ace", ""],
  ])("needs a name and a race (%j, %j)", (username, race) => {
    expect(validateEmpireForm({ galaxyId: "demo", username, race })).toBe("Please enter a username and select a race");
  });

  it("passes a complete form", () => {
    expect(validateEmpireForm({ galaxyId: "demo", username: "Ace", race: "quantam" })).toBeNull();
  });
});
