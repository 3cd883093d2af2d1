import { describe, expect, it } from "vitest";
import { intelMarks, intelOverlay } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";
import type { SceneSystem } from "../map/scene.ts";
import { drawMinimap, MINIMAP_FORCE_FIELD_RING, MINIMAP_INTEL_RING, type MinimapContext } from "./minimap-draw.ts";

const s = (x: number, y: number): SceneSystem => ({
  x,
  y,
  planetCount: 3,
  systemType: "normal",
  standing: "neutral",
  home: null,
  owner: null,
  ownerName: null,
  familyId: null,
  ownedPlanets: 0,
  hasPortal: false,
});

/** A context that records every ring stroked: its colour, centre and radius. */
const recorder = () => {
  const rings: { colour: string; x: number; y: number; r: number }[] = [];
  let arc: { x: number; y: number; r: number } | null = null;
  const ctx = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
    clearRect: () => undefined,
    fillRect: () => undefined,
    beginPath: () => {
      arc = null;
    },
    arc: (x: number, y: number, r: number) => {
      arc = { x, y, r };
    },
    stroke: () => {
      if (arc) rings.push({ colour: String(ctx.strokeStyle), ...arc });
    },
  };
  return { ctx: ctx as unknown as MinimapContext, rings };
};

describe("drawMinimap", () => {
  const systems = [s(0, 0), s(4, 2), s(9, 9)];
  const base = { size: 100, scale: 10, dots: systems, systems, options: { portals: true, enemyHomes: true } };

  it("rings the Intel overlay's systems in its colours, even ones the sampled dots left out", () => {
    const overlay = intelOverlay({
      planetLists: [
        {
          operationId: "o",
          targetPlayerId: "p2",
          targetPlayerName: "Vega",
          turnNumber: 3,
          planets: [{ planetId: "g:4,2:1", x: 4, y: 2 }],
        },
      ],
      portalEffects: [],
      allPortalEffects: [
        {
          id: "e",
          effectType: "portal_force_field",
          planetId: "g:9,9:1",
          x: 9,
          y: 9,
          startedTurn: 1,
          activeFromTurn: 3,
          endsTurn: 26,
        },
      ],
    });
    const { ctx, rings } = recorder();
    drawMinimap(ctx, { ...base, dots: [systems[0]!], marks: intelMarks(systems, overlay), target: { x: 0, y: 0 } });
    expect(rings).toEqual([
      { colour: MAP_COLOURS.intel, x: 45, y: 25, r: MINIMAP_INTEL_RING },
      { colour: MAP_COLOURS.forceField, x: 95, y: 95, r: MINIMAP_FORCE_FIELD_RING },
      { colour: "#ffffff", x: 0, y: 0, r: 6 },
    ]);
  });

  it("draws only the camera ring without marks (the Intel toggle off)", () => {
    const { ctx, rings } = recorder();
    drawMinimap(ctx, { ...base, target: { x: 5, y: 5 } });
    expect(rings).toEqual([{ colour: "#ffffff", x: 50, y: 50, r: 6 }]);
  });
});
