import type { GalaxyLayout, SystemInfo } from "@nova/contract";
import { compactSystemId, systemId as fullSystemId } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "./galaxy-service.ts";
import { planetViewsFor } from "../player/planet-service.ts";
import {
  countOwnedPlanetsBySystem,
  listFamilyRows,
  listFamilySystems,
  listPlayerFamilies,
  listSystemPlanets,
  listSystemRows,
  listSystemsWhere,
} from "../../db/repositories/map-repository.ts";

/** Quadrants are square blocks of this many grid cells a side. */
export const QUADRANT_SIZE = 25;

/** GET /galaxy/layout/{galaxyId}: the grid, every system and which are family homes. Public facts only. */
export const galaxyLayout = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<GalaxyLayout> => {
  const galaxy = await visibleGalaxy(deps, user, galaxyId);
  const systems = await listSystemRows(deps.db.kysely, galaxyId);
  const homes = systems
    .filter((s) => s.system_type === "home")
    .sort((a, b) => (a.family_id ?? "").localeCompare(b.family_id ?? ""));
  return {
    galaxyId,
    gridSize: { width: galaxy.grid_width, height: galaxy.grid_height },
    systemCount: systems.length,
    homeIds: homes.map((s) => compactSystemId(s.x, s.y, s.planet_count)),
    homeFamilies: homes.map((s) => s.family_id ?? ""),
    neutralIds: systems.filter((s) => s.system_type !== "home").map((s) => compactSystemId(s.x, s.y, s.planet_count)),
    systems: systems.map((s) => ({
      id: fullSystemId(galaxyId, s.x, s.y),
      x: s.x,
      y: s.y,
      planetCount: s.planet_count,
      systemType: s.system_type === "home" ? "home" : "normal",
    })),
  };
};

/** Systems with their ownership: the player owning most planets there (ties: the earliest claim). */
const systemsWithOwners = async (
  deps: ServiceDeps,
  galaxyId: string,
  filter: { homeOnly?: boolean; box?: { x0: number; y0: number; x1: number; y1: number } },
): Promise<SystemInfo[]> => {
  const db = deps.db.kysely;
  const systems = await listSystemsWhere(db, galaxyId, filter);
  const owned = await countOwnedPlanetsBySystem(db, galaxyId);
  const best = new Map<
    string,
    { id: string; name: string; family: string | null; n: number; first: number; total: number }
  >();
  for (const o of owned) {
    const key = `${o.x},${o.y}`;
    const current = best.get(key);
    const n = Number(o.n);
    const first = Number(o.first ?? 0);
    const total = (current?.total ?? 0) + n;
    if (!current || n > current.n || (n === current.n && first < current.first)) {
      best.set(key, { id: o.id, name: o.username, family: o.family_id, n, first, total });
    } else {
      current.total = total;
    }
  }
  return systems.map((s) => {
    const owner = best.get(`${s.x},${s.y}`);
    return {
      id: fullSystemId(galaxyId, s.x, s.y),
      x: s.x,
      y: s.y,
      systemType: s.system_type === "home" ? "home" : "normal",
      planetCount: s.planet_count,
      familyId: s.family_id ?? owner?.family ?? null,
      owner: owner?.id ?? null,
      ownerName: owner?.name ?? null,
      ownedPlanets: owner?.total ?? 0,
    };
  });
};

export const listSystems = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, homeOnly: boolean) => {
  await visibleGalaxy(deps, user, galaxyId);
  return systemsWithOwners(deps, galaxyId, { homeOnly });
};

export const quadrantSystems = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, qx: number, qy: number) => {
  await visibleGalaxy(deps, user, galaxyId);
  const box = {
    x0: qx * QUADRANT_SIZE,
    y0: qy * QUADRANT_SIZE,
    x1: qx * QUADRANT_SIZE + QUADRANT_SIZE - 1,
    y1: qy * QUADRANT_SIZE + QUADRANT_SIZE - 1,
  };
  return systemsWithOwners(deps, galaxyId, { box });
};

/** Accepts `x,y`, `x,y:planetCount` and `{galaxyId}:x,y`. */
const parseSystemRef = (galaxyId: string, ref: string): { x: number; y: number } | null => {
  const bare = ref.startsWith(`${galaxyId}:`) ? ref.slice(galaxyId.length + 1) : ref;
  const match = /^(\d+),(\d+)(?::\d+)?$/.exec(bare);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
};

export const systemPlanets = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, ref: string) => {
  await visibleGalaxy(deps, user, galaxyId);
  const at = parseSystemRef(galaxyId, ref);
  if (!at) throw refuse("system_not_found");
  const rows = await listSystemPlanets(deps.db.kysely, galaxyId, at.x, at.y);
  if (rows.length === 0) throw refuse("system_not_found");
  return { systemId: fullSystemId(galaxyId, at.x, at.y), planets: await planetViewsFor(deps, user, galaxyId, rows) };
};

/** Family id to the systems where its members own planets (home systems included). */
export const occupiedSystems = async (deps: ServiceDeps, user: AuthUser, galaxyId: string) => {
  await visibleGalaxy(deps, user, galaxyId);
  const rows = await listFamilySystems(deps.db.kysely, galaxyId);
  const occupied: Record<string, string[]> = {};
  for (const r of rows) (occupied[r.family_id as string] ??= []).push(fullSystemId(galaxyId, r.x, r.y));
  for (const list of Object.values(occupied)) list.sort();
  return occupied;
};

export const listFamilies = async (deps: ServiceDeps, user: AuthUser, galaxyId: string) => {
  await visibleGalaxy(deps, user, galaxyId);
  const db = deps.db.kysely;
  const [families, members] = await Promise.all([listFamilyRows(db, galaxyId), listPlayerFamilies(db, galaxyId)]);
  return families.map((f) => ({
    id: f.id,
    name: f.name,
    members: members.filter((m) => m.family_id === f.id).map((m) => m.id),
    homeSystemId: fullSystemId(galaxyId, f.home_x, f.home_y),
    homeCoordinates: { x: f.home_x, y: f.home_y },
  }));
};
