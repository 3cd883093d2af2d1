import type { GalaxyLayout, SystemInfo } from "@nova/contract";
import type { CellRange, GridSize } from "./coordinates.ts";

/** Who holds a system, from the viewing player's side (colours: own, family, enemy, neutral). */
export type SystemStanding = "own" | "family" | "enemy" | "neutral";

/** Whose home a home system is: the viewer's family's, another family's, or none. */
export type HomeKind = "own" | "other" | null;

export interface SceneSystem {
  readonly x: number;
  readonly y: number;
  readonly planetCount: number;
  readonly systemType: "home" | "normal";
  readonly standing: SystemStanding;
  readonly home: HomeKind;
  /** The player owning most of its planets, if any. */
  readonly owner: string | null;
  readonly ownerName: string | null;
  readonly familyId: string | null;
  readonly ownedPlanets: number;
  /** One of the viewer's planets here has a portal. */
  readonly hasPortal: boolean;
  /** The owner is a computer-played empire (NPC); absent when unknown. */
  readonly npc?: boolean;
}

export interface MapScene {
  readonly grid: GridSize;
  readonly systems: readonly SceneSystem[];
  /** Per grid cell (y × width + x): index + 1 of the system there, 0 for empty space. */
  readonly cellIndex: Int32Array;
  /** The viewer's home system, if known. */
  readonly home: { readonly x: number; readonly y: number } | null;
}

/** Who is looking at the map. */
export interface Viewer {
  readonly playerId: string | null;
  readonly familyId: string | null;
}

export interface SceneInput {
  readonly layout: Pick<GalaxyLayout, "gridSize" | "systems">;
  /** Ownership per system (GET /galaxy/systems); may be missing while loading or after a failure. */
  readonly owners?: readonly SystemInfo[] | undefined;
  readonly viewer: Viewer;
  /** The viewer's own planets: where the home world is and which planets carry a portal. */
  readonly ownPlanets?: readonly OwnPlanetFact[] | undefined;
  /** The viewer's family home, used for 'home' when no own home world is known. */
  readonly familyHome?: { readonly x: number; readonly y: number } | null | undefined;
  /** Player ids of the galaxy's NPC empires (relation 'npc' on the map); may be missing. */
  readonly npcPlayers?: ReadonlySet<string> | undefined;
}

export interface OwnPlanetFact {
  readonly coordinates: { readonly x: number; readonly y: number };
  readonly isHomeWorld: boolean;
  readonly hasPortal: boolean;
}

const key = (x: number, y: number): string => `${x},${y}`;

/** Classifies one system for the viewer. */
export const standingOf = (owner: string | null, familyId: string | null, viewer: Viewer): SystemStanding => {
  if (owner === null) return "neutral";
  if (viewer.playerId !== null && owner === viewer.playerId) return "own";
  if (viewer.familyId !== null && familyId === viewer.familyId) return "family";
  return "enemy";
};

/** Builds the scene the renderers draw: plain data plus a cell index for hit tests and culling. */
export const buildScene = (input: SceneInput): MapScene => {
  const grid = input.layout.gridSize;
  const owners = new Map((input.owners ?? []).map((s) => [key(s.x, s.y), s]));
  const portals = new Set(
    (input.ownPlanets ?? []).filter((p) => p.hasPortal).map((p) => key(p.coordinates.x, p.coordinates.y)),
  );
  // A system where the viewer holds a planet is theirs on the map even when someone else (a family member) holds
  // more planets there: own comes first (core-play section 4).
  const ownSystems = new Set((input.ownPlanets ?? []).map((p) => key(p.coordinates.x, p.coordinates.y)));
  const homeWorld = (input.ownPlanets ?? []).find((p) => p.isHomeWorld)?.coordinates ?? null;
  const home = homeWorld ?? input.familyHome ?? null;
  const cellIndex = new Int32Array(Math.max(0, grid.width * grid.height));
  const systems: SceneSystem[] = [];

  for (const s of input.layout.systems) {
    if (s.x < 0 || s.y < 0 || s.x >= grid.width || s.y >= grid.height) continue;
    const info = owners.get(key(s.x, s.y));
    const owner = info?.owner ?? null;
    const familyId = info?.familyId ?? null;
    const isHome = s.systemType === "home";
    const ownHome =
      isHome &&
      ((home !== null && home.x === s.x && home.y === s.y) ||
        (input.viewer.familyId !== null && familyId === input.viewer.familyId));
    systems.push({
      x: s.x,
      y: s.y,
      planetCount: s.planetCount,
      systemType: s.systemType,
      standing: ownSystems.has(key(s.x, s.y)) ? "own" : standingOf(owner, familyId, input.viewer),
      home: isHome ? (ownHome ? "own" : "other") : null,
      owner,
      ownerName: info?.ownerName ?? null,
      familyId,
      ownedPlanets: info?.ownedPlanets ?? 0,
      hasPortal: portals.has(key(s.x, s.y)),
      npc: owner !== null && (input.npcPlayers?.has(owner) ?? false),
    });
    cellIndex[s.y * grid.width + s.x] = systems.length;
  }
  return { grid, systems, cellIndex, home };
};

/** The system at a grid cell, if any. */
export const systemAt = (scene: MapScene, x: number, y: number): SceneSystem | null => {
  if (!Number.isInteger(x) || !Number.isInteger(y)) return null;
  if (x < 0 || y < 0 || x >= scene.grid.width || y >= scene.grid.height) return null;
  const index = scene.cellIndex[y * scene.grid.width + x] ?? 0;
  return index === 0 ? null : (scene.systems[index - 1] ?? null);
};

/**
 * Calls `visit` for every system inside the range (viewport culling). Walks the cells when the range is
 * smaller than the system list, else filters the list: either way the cost is bounded by what is visible
 * or by the number of systems, whichever is less.
 */
export const forEachSystemIn = (scene: MapScene, range: CellRange, visit: (system: SceneSystem) => void): number => {
  let count = 0;
  const area = (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1);
  if (area < scene.systems.length) {
    const w = scene.grid.width;
    for (let y = range.y0; y <= range.y1; y++) {
      for (let x = range.x0; x <= range.x1; x++) {
        const index = scene.cellIndex[y * w + x] ?? 0;
        const system = index === 0 ? undefined : scene.systems[index - 1];
        if (system) {
          visit(system);
          count++;
        }
      }
    }
    return count;
  }
  for (const system of scene.systems) {
    if (system.x >= range.x0 && system.x <= range.x1 && system.y >= range.y0 && system.y <= range.y1) {
      visit(system);
      count++;
    }
  }
  return count;
};

/** How the map tells relations apart (by colour and by shape): standing, with enemy NPC empires on their own. */
export type SystemRelation = SystemStanding | "npc";

export const relationOf = (s: Pick<SceneSystem, "standing" | "npc">): SystemRelation =>
  s.standing === "enemy" && s.npc === true ? "npc" : s.standing;

/** How the hover tooltip names a system's type. */
export const systemTypeLabel = (system: SceneSystem): string => {
  if (system.home === "own") return "Your Family's Home System";
  if (system.home === "other") return "Family Home System";
  return "Star System";
};
