import { describe, expect, it } from "vitest";
import { NO_INTEL, NO_MARKS, intelMarks, intelOverlay } from "./intel-overlay.ts";

const field = (id: string, x: number, y: number, effectType: "portal_force_field" | "portal_sabotage") => ({
  id,
  effectType,
  planetId: `g1:${x},${y}:1`,
  x,
  y,
  startedTurn: 0,
  activeFromTurn: 12,
  endsTurn: effectType === "portal_force_field" ? 21 : null,
});

describe("intelOverlay", () => {
  it("marks the systems of revealed planets with their owners, once per system", () => {
    const overlay = intelOverlay({
      planetLists: [
        {
          operationId: "o1",
          targetPlayerId: "p2",
          targetPlayerName: "Vega",
          turnNumber: 3,
          planets: [
            { planetId: "g1:4,5:1", x: 4, y: 5 },
            { planetId: "g1:4,5:2", x: 4, y: 5 },
            { planetId: "g1:9,1:1", x: 9, y: 1 },
          ],
        },
      ],
      portalEffects: [],
      allPortalEffects: [],
    });
    expect([...overlay.intelSystems].sort()).toEqual(["4,5", "9,1"]);
    expect(overlay.revealedOwners.get("4,5")).toEqual(["Vega"]);
  });

  it("marks force fields, active anywhere or waiting on the viewer's order, but not a sabotage", () => {
    const overlay = intelOverlay({
      planetLists: [],
      portalEffects: [field("a", 1, 1, "portal_force_field"), field("b", 2, 2, "portal_sabotage")],
      allPortalEffects: [field("c", 3, 3, "portal_force_field")],
    });
    expect([...overlay.forceFieldSystems].sort()).toEqual(["1,1", "3,3"]);
  });

  it("is empty without data", () => {
    expect(intelOverlay(undefined)).toBe(NO_INTEL);
  });
});

describe("intelMarks", () => {
  const systems = [
    { x: 1, y: 1 },
    { x: 4, y: 5 },
    { x: 3, y: 3 },
  ];
  it("gives the indexes of the marked systems, dropping coordinates the scene does not have", () => {
    const overlay = {
      intelSystems: new Set(["4,5", "8,8"]),
      forceFieldSystems: new Set(["3,3", "4,5"]),
      revealedOwners: new Map(),
    };
    expect(intelMarks(systems, overlay)).toEqual({ intel: [1], forceField: [1, 2] });
  });

  it("marks nothing when the overlay is empty", () => {
    expect(intelMarks(systems, NO_INTEL)).toBe(NO_MARKS);
  });
});
