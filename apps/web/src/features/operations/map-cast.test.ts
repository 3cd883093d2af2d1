import { describe, expect, it } from "vitest";
import { checkMapCast, mapCastRequest, unitsSent } from "./map-cast.ts";

const owned = { planetId: "demo:4,5:2", ownerId: "p2" };
const unowned = { planetId: "demo:4,5:3", ownerId: null };
const none = { framedPlayerId: "", targetUnitType: "" };
const caster = { playerId: "p1", morale: 1, agents: 12, wizards: 7, octarine: 100 };

describe("unitsSent", () => {
  it("sends every agent for an operation and every wizard for a spell", () => {
    expect(unitsSent("spy_on_target", caster)).toBe(12);
    expect(unitsSent("vision", caster)).toBe(7);
  });
});

describe("checkMapCast", () => {
  it("needs a unit count of at least 1", () => {
    expect(checkMapCast("spy_on_target", owned, none, { ...caster, agents: 0 })).toBe("No agents available!");
    expect(checkMapCast("vision", owned, none, { ...caster, wizards: 0 })).toBe("No wizards available!");
  });

  it("refuses unowned planets unless the spell is cast on the caster's own empire", () => {
    expect(checkMapCast("spy_on_target", unowned, none, caster)).toBe("Cannot perform operations on unowned planets.");
    expect(checkMapCast("place_nukes", unowned, none, caster)).toBe("Cannot perform operations on unowned planets.");
    expect(checkMapCast("sense_defense_system", unowned, none, caster)).toBe(
      "Cannot perform operations on unowned planets.",
    );
    expect(checkMapCast("no_fear", unowned, none, caster)).toBeNull();
  });

  it("takes the target from the planet and keeps the Operations screen's other checks", () => {
    expect(checkMapCast("spy_on_target", owned, none, caster)).toBeNull();
    expect(checkMapCast("sabotage_portal", owned, none, caster)).toBeNull();
    expect(checkMapCast("plant_false_info", owned, none, caster)).toBe("Please enter player ID to frame");
    expect(checkMapCast("destroy_units", owned, none, caster)).toBe("Please select target unit type");
    expect(checkMapCast("spy_on_target", owned, none, { ...caster, morale: 0.04 })).toBe(
      "Insufficient morale! Need 5%, have 4%",
    );
    expect(checkMapCast("hypnotize", owned, none, { ...caster, octarine: 10 })).toBe(
      "Insufficient octarine: need 50, have 10",
    );
  });
});

describe("mapCastRequest", () => {
  it("sends galaxyId, playerId, operationType, targetPlayerId, targetPlanetId and unitCount", () => {
    expect(mapCastRequest("demo", "spy_on_target", owned, none, caster)).toEqual({
      galaxyId: "demo",
      playerId: "p1",
      operationType: "spy_on_target",
      unitCount: 12,
      targetPlayerId: "p2",
      targetPlanetId: "demo:4,5:2",
    });
  });

  it("adds what the operation needs and names no target for a spell on the caster's own empire", () => {
    expect(mapCastRequest("demo", "destroy_units", owned, { ...none, targetUnitType: "droid" }, caster)).toMatchObject({
      targetUnitType: "droid",
      unitCount: 12,
    });
    expect(mapCastRequest("demo", "plant_false_info", owned, { ...none, framedPlayerId: "p3" }, caster)).toMatchObject({
      framedPlayerId: "p3",
      targetPlayerId: "p2",
    });
    expect(mapCastRequest("demo", "no_fear", unowned, none, caster)).toEqual({
      galaxyId: "demo",
      playerId: "p1",
      operationType: "no_fear",
      unitCount: 7,
    });
  });
});
