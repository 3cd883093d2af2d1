import { describe, expect, it } from "vitest";
import { checkCastForm, turnsLeft } from "./operations-text.ts";

const empty = { targetPlayerId: "", targetPlanetId: "", framedPlayerId: "", targetUnitType: "" };
const stats = { morale: 1, agents: 10, wizards: 10, octarine: 100 };

describe("checkCastForm", () => {
  it("gives the spec's texts in the server's order", () => {
    expect(checkCastForm("spy_on_target", empty, { ...stats, morale: 0.03 })).toBe(
      "Insufficient morale! Need 5%, have 3%",
    );
    expect(checkCastForm("spy_on_target", empty, { ...stats, agents: 0 })).toBe("No agents available!");
    expect(checkCastForm("vision", empty, { ...stats, wizards: 0 })).toBe("No wizards available!");
    expect(checkCastForm("spy_on_target", empty, stats)).toBe("Please enter target player ID");
    expect(checkCastForm("place_nukes", empty, stats)).toBe("Please enter target planet ID");
    expect(checkCastForm("plant_false_info", { ...empty, targetPlayerId: "b" }, stats)).toBe(
      "Please enter player ID to frame",
    );
    expect(checkCastForm("destroy_units", { ...empty, targetPlanetId: "p" }, stats)).toBe(
      "Please select target unit type",
    );
    expect(checkCastForm("hypnotize", { ...empty, targetPlanetId: "p" }, { ...stats, octarine: 49 })).toBe(
      "Insufficient octarine: need 50, have 49",
    );
    expect(checkCastForm("no_fear", empty, stats)).toBeNull();
    expect(checkCastForm("sabotage_portal", { ...empty, targetPlanetId: "p" }, stats)).toBeNull();
  });
  it("counts turns", () => {
    expect(turnsLeft(1)).toBe("1 turn left");
    expect(turnsLeft(8)).toBe("8 turns left");
  });
});
