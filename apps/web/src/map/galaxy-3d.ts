import { hashUnit } from "@nova/rules";
import type { GridSize } from "./coordinates.ts";
import type { SceneSystem } from "./scene.ts";

/** 3D map constants (social-and-advanced sections 2 and 9). */
export const FIELD_OF_VIEW = 60;
export const MAX_PIXEL_RATIO = 2;
export const MIN_CAMERA_DISTANCE = 10;
export const MAX_CAMERA_DISTANCE = 200;
export const MAX_PLANETS_PER_SYSTEM = 2;
export const MINIMAP_MAX_SYSTEMS = 500;
export const TERRITORY_MIN_SYSTEMS = 3;
/** Level of detail applies only to galaxies with more systems than this. */
export const LOD_MIN_SYSTEMS = 1000;
export const WORLD_SCALE = 0.5;
/** Stars sit within ±this of the galactic plane, so the map has depth without hiding the grid. */
export const PLANE_JITTER = 1.2;

export type DetailLevel = "high" | "medium" | "low" | "far" | "culled";

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * World position of a system: (coordinate − half the grid) × 0.5 on the plane (grid y is world z), plus a
 * small deterministic height from a hash of the coordinates.
 */
export const systemPosition3d = (x: number, y: number, grid: GridSize): Vec3 => ({
  x: (x - grid.width / 2) * WORLD_SCALE,
  y: (hashUnit("star-height", x, y) * 2 - 1) * PLANE_JITTER,
  z: (y - grid.height / 2) * WORLD_SCALE,
});

/** Level of detail by camera distance: high < 20, medium < 40, low < 80, culled > 120 (far in between). */
export const detailLevel = (distance: number, systemCount: number): DetailLevel => {
  if (systemCount <= LOD_MIN_SYSTEMS) return "high";
  if (distance < 20) return "high";
  if (distance < 40) return "medium";
  if (distance < 80) return "low";
  if (distance <= 120) return "far";
  return "culled";
};

/** How many planets a system shows at a detail level (at most 2). */
export const planetsShown = (planetCount: number, level: DetailLevel): number =>
  level === "high" || level === "medium" ? Math.min(MAX_PLANETS_PER_SYSTEM, planetCount) : 0;

export const clampCameraDistance = (distance: number): number =>
  Math.min(MAX_CAMERA_DISTANCE, Math.max(MIN_CAMERA_DISTANCE, distance));

export type SystemStatus3d = "Your Home" | "Controlled" | "Enemy" | "Neutral";

/** Hover card status. Family systems count as controlled: they are on the viewer's side. */
export const systemStatus3d = (s: SceneSystem): SystemStatus3d => {
  if (s.home === "own") return "Your Home";
  if (s.standing === "own" || s.standing === "family") return "Controlled";
  if (s.standing === "enemy" || s.home === "other") return "Enemy";
  return "Neutral";
};

export interface StarColourOptions {
  readonly portals: boolean;
  readonly enemyHomes: boolean;
}

/** Star colour code: own home marked (gold), own green, enemy red, portal purple, other families' homes orange. */
export const STAR_COLOURS = {
  ownHome: "#ffd54f",
  own: "#4caf50",
  family: "#26c6da",
  enemy: "#ef5350",
  portal: "#ab47bc",
  otherHome: "#ff9800",
  neutral: "#cfd8ff",
} as const;

export const starColour3d = (s: SceneSystem, options: StarColourOptions): string => {
  if (s.home === "own") return STAR_COLOURS.ownHome;
  if (options.portals && s.hasPortal) return STAR_COLOURS.portal;
  if (s.standing === "own") return STAR_COLOURS.own;
  if (s.home === "other" && options.enemyHomes) return STAR_COLOURS.otherHome;
  if (s.standing === "enemy") return STAR_COLOURS.enemy;
  if (s.standing === "family") return STAR_COLOURS.family;
  return STAR_COLOURS.neutral;
};

export interface Point2 {
  readonly x: number;
  readonly y: number;
}

const cross = (o: Point2, a: Point2, b: Point2): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Convex hull (monotone chain), counter-clockwise, without repeated points; fewer than 3 points: as given. */
export const convexHull = (points: readonly Point2[]): Point2[] => {
  const sorted = [...new Map(points.map((p) => [`${p.x},${p.y}`, p])).values()].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const lower: Point2[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point2[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
};

/** The territory outline: the hull of the viewer's systems, only when at least 3 are controlled. */
export const territoryOutline = (systems: readonly SceneSystem[]): Point2[] | null => {
  const own = systems.filter((s) => s.standing === "own");
  if (own.length < TERRITORY_MIN_SYSTEMS) return null;
  return convexHull(own.map((s) => ({ x: s.x, y: s.y })));
};

/** At most 500 systems for the minimap: every system when few, else an even stride that keeps homes and own systems. */
export const minimapSystems = (systems: readonly SceneSystem[]): SceneSystem[] => {
  if (systems.length <= MINIMAP_MAX_SYSTEMS) return [...systems];
  const important = systems.filter((s) => s.home !== null || s.standing === "own");
  const rest = systems.filter((s) => s.home === null && s.standing !== "own");
  const room = Math.max(0, MINIMAP_MAX_SYSTEMS - important.length);
  const stride = rest.length / Math.max(1, room);
  const sampled: SceneSystem[] = [];
  for (let i = 0; i < room && Math.floor(i * stride) < rest.length; i++) sampled.push(rest[Math.floor(i * stride)]!);
  return [...important.slice(0, MINIMAP_MAX_SYSTEMS), ...sampled].slice(0, MINIMAP_MAX_SYSTEMS);
};
