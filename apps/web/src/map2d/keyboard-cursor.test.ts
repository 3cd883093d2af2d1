import { describe, expect, it } from "vitest";
import type { SceneSystem } from "../map/scene.ts";
import { nearestSystem, nextSystem } from "./keyboard-cursor.ts";

const system = (x: number, y: number): SceneSystem => ({
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

const scene = { systems: [system(5, 5), system(8, 5), system(6, 9), system(9, 2), system(2, 6), system(5, 1)] };

describe("the grid map's keyboard cursor", () => {
  it("moves system by system to the nearest one ahead, close to the line", () => {
    expect(nextSystem(scene, { x: 5, y: 5 }, "right")).toMatchObject({ x: 8, y: 5 });
    expect(nextSystem(scene, { x: 5, y: 5 }, "down")).toMatchObject({ x: 6, y: 9 });
    expect(nextSystem(scene, { x: 5, y: 5 }, "left")).toMatchObject({ x: 2, y: 6 });
    expect(nextSystem(scene, { x: 5, y: 5 }, "up")).toMatchObject({ x: 5, y: 1 });
    expect(nextSystem(scene, { x: 8, y: 5 }, "up")).toMatchObject({ x: 9, y: 2 });
  });

  it("stays put at the edge and prefers the cone ahead to a nearer system off to the side", () => {
    expect(nextSystem(scene, { x: 9, y: 2 }, "right")).toBeNull();
    // From (5,5) going up: (9,2) is 3 ahead but 4 aside (outside the cone); (5,1) is 4 ahead on the line.
    expect(nextSystem({ systems: [system(9, 2), system(5, 0)] }, { x: 5, y: 5 }, "up")).toMatchObject({ x: 5, y: 0 });
    // Only systems outside the cone: the cursor still reaches them.
    expect(nextSystem({ systems: [system(9, 4)] }, { x: 5, y: 5 }, "up")).toMatchObject({ x: 9, y: 4 });
  });

  it("starts on the system nearest to the view's centre", () => {
    expect(nearestSystem(scene, { x: 6, y: 8.6 })).toMatchObject({ x: 6, y: 9 });
    expect(nearestSystem({ systems: [] }, { x: 0, y: 0 })).toBeNull();
  });
});
