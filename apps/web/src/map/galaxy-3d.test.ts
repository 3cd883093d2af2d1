import { describe, expect, test } from "vitest";
import {
  clampCameraDistance,
  convexHull,
  detailLevel,
  minimapSystems,
  planetsShown,
  systemPosition3d,
  systemStatus3d,
  territoryOutline,
} from "./galaxy-3d.ts";
import { fleetOnMap, travelProgress } from "./fleet-path.ts";
import type { SceneSystem } from "./scene.ts";

const s = (x: number, y: number, extra: Partial<SceneSystem> = {}): SceneSystem => ({
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
  ...extra,
});

describe("3D map model", () => {
  test("world position = (coordinate − half grid) × 0.5, height within the plane jitter", () => {
    const p = systemPosition3d(10, 40, { width: 50, height: 50 });
    expect(p.x).toBe(-7.5);
    expect(p.z).toBe(7.5);
    expect(Math.abs(p.y)).toBeLessThanOrEqual(1.2);
    expect(systemPosition3d(10, 40, { width: 50, height: 50 })).toEqual(p);
  });

  test("level of detail only above 1000 systems", () => {
    expect(detailLevel(500, 1000)).toBe("high");
    expect(detailLevel(19.9, 1001)).toBe("high");
    expect(detailLevel(20, 1001)).toBe("medium");
    expect(detailLevel(40, 1001)).toBe("low");
    expect(detailLevel(100, 1001)).toBe("far");
    expect(detailLevel(120.5, 1001)).toBe("culled");
    expect(planetsShown(5, "high")).toBe(2);
    expect(planetsShown(1, "medium")).toBe(1);
    expect(planetsShown(5, "low")).toBe(0);
  });

  test("camera zoom 10-200", () => {
    expect(clampCameraDistance(1)).toBe(10);
    expect(clampCameraDistance(500)).toBe(200);
    expect(clampCameraDistance(42)).toBe(42);
  });

  test("hover status", () => {
    expect(systemStatus3d(s(0, 0, { home: "own", standing: "own" }))).toBe("Your Home");
    expect(systemStatus3d(s(0, 0, { standing: "own" }))).toBe("Controlled");
    expect(systemStatus3d(s(0, 0, { standing: "enemy" }))).toBe("Enemy");
    expect(systemStatus3d(s(0, 0, { home: "other" }))).toBe("Enemy");
    expect(systemStatus3d(s(0, 0))).toBe("Neutral");
  });

  test("territory outline needs 3 controlled systems and is their convex hull", () => {
    expect(territoryOutline([s(0, 0, { standing: "own" }), s(1, 1, { standing: "own" })])).toBeNull();
    const own = [s(0, 0), s(4, 0), s(4, 4), s(0, 4), s(2, 2)].map((x) => ({ ...x, standing: "own" as const }));
    const hull = territoryOutline(own);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual({ x: 2, y: 2 });
    expect(
      convexHull([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ]),
    ).toHaveLength(2);
  });

  test("minimap keeps at most 500 systems, homes and own systems first", () => {
    const many = Array.from({ length: 8000 }, (_, i) => s(i % 200, Math.floor(i / 200)));
    many[7999] = { ...many[7999]!, home: "other" };
    const mini = minimapSystems(many);
    expect(mini.length).toBeLessThanOrEqual(500);
    expect(mini.length).toBeGreaterThan(490);
    expect(mini).toContain(many[7999]);
    expect(minimapSystems(many.slice(0, 20))).toHaveLength(20);
  });
});

describe("fleets on the map", () => {
  const base = {
    status: "traveling",
    action: "attack",
    startedAt: "2026-01-01T00:00:00.000Z",
    arrivesAt: "2026-01-01T00:10:00.000Z",
    currentPosition: null,
    sourcePlanetCoordinates: { x: 0, y: 0 },
    targetPlanetCoordinates: { x: 10, y: 20 },
    portalCoordinates: null,
  };
  const at = (minutes: number) => Date.parse("2026-01-01T00:00:00.000Z") + minutes * 60_000;

  test("progress is elapsed over total, clamped", () => {
    expect(travelProgress(base.startedAt, base.arrivesAt, at(5))).toBe(0.5);
    expect(travelProgress(base.startedAt, base.arrivesAt, at(-5))).toBe(0);
    expect(travelProgress(base.startedAt, base.arrivesAt, at(50))).toBe(1);
  });

  test("interpolates on the straight line; only traveling fleets with both ends are drawn", () => {
    expect(fleetOnMap(base, at(5))).toMatchObject({ x: 5, y: 10, attack: true });
    expect(fleetOnMap({ ...base, status: "idle" }, at(5))).toBeNull();
    expect(fleetOnMap({ ...base, targetPlanetCoordinates: null }, at(5))).toBeNull();
    expect(fleetOnMap({ ...base, currentPosition: { x: 1, y: 2 } }, at(5))).toMatchObject({ x: 1, y: 2 });
  });

  test("through a portal: at the portal for the first half, then portal to target", () => {
    const viaPortal = { ...base, portalCoordinates: { x: 6, y: 0 } };
    expect(fleetOnMap(viaPortal, at(2))).toMatchObject({ x: 6, y: 0 });
    expect(fleetOnMap(viaPortal, at(7.5))).toMatchObject({ x: 8, y: 10 });
  });
});
