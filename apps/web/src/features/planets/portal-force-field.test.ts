import { describe, expect, it } from "vitest";
import { forceFieldDetail, portalForceFields } from "./portal-force-field.ts";

const effect = (planetId: string, effectType: "portal_force_field" | "portal_sabotage", endsTurn: number | null) => ({
  id: `e-${planetId}`,
  effectType,
  planetId,
  x: 1,
  y: 1,
  startedTurn: 1,
  activeFromTurn: 3,
  endsTurn,
});

describe("portalForceFields", () => {
  it("keys the force fields in effect by planet, never a sabotage or a field the viewer placed that is still waiting", () => {
    const fields = portalForceFields({
      planetLists: [],
      portalEffects: [effect("g:2,2:1", "portal_force_field", 40), effect("g:3,3:1", "portal_sabotage", null)],
      allPortalEffects: [effect("g:1,1:1", "portal_force_field", 26)],
    });
    expect([...fields.keys()]).toEqual(["g:1,1:1"]);
    expect(fields.get("g:1,1:1")).toEqual({ planetId: "g:1,1:1", endsTurn: 26 });
    expect(portalForceFields(undefined).size).toBe(0);
  });

  it("says what the field does and until when", () => {
    expect(forceFieldDetail({ planetId: "g:1,1:1", endsTurn: 26 })).toBe(
      "A force field holds this planet's portal through turn 26: no fleet can leave or arrive through it.",
    );
  });
});
