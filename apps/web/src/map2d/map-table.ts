import type { CellRange } from "../map/coordinates.ts";
import { relationOf, type SceneSystem, type SystemRelation } from "../map/scene.ts";

export type SortKey = "coordinates" | "type" | "planets" | "owner" | "family" | "relation" | "fleets";

/** A system's words in the table, in the player's language. */
export interface RowTexts {
  readonly type: string;
  readonly owner: string;
  readonly family: string;
  readonly relation: string;
}

export interface MapTableRow {
  readonly key: string;
  readonly system: SceneSystem;
  readonly texts: RowTexts;
  /** The player's fleets traveling from or to this system. */
  readonly fleets: number;
}

/** What the table needs of a fleet. */
export interface FleetEnds {
  readonly status: string;
  readonly sourcePlanetCoordinates: { readonly x: number; readonly y: number } | null;
  readonly targetPlanetCoordinates: { readonly x: number; readonly y: number } | null;
}

/** Traveling fleets per system ("x,y"), counted at both ends of their trip (once when both ends are one system). */
export const fleetsInFlight = (fleets: readonly FleetEnds[]): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const f of fleets) {
    if (f.status !== "traveling") continue;
    const ends = new Set<string>();
    for (const c of [f.sourcePlanetCoordinates, f.targetPlanetCoordinates]) if (c) ends.add(`${c.x},${c.y}`);
    for (const k of ends) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

/** Relations from closest to farthest: the order of the Relation column. */
const RELATION_ORDER: Record<SystemRelation, number> = { own: 0, family: 1, enemy: 2, npc: 3, neutral: 4 };

const inRange = (s: SceneSystem, r: CellRange): boolean => s.x >= r.x0 && s.x <= r.x1 && s.y >= r.y0 && s.y <= r.y1;

/**
 * The table's rows: systems inside `range` (when given) whose coordinates ("x,y" or "(x, y)") or texts contain the
 * filter (case-insensitive), sorted by `sort` (ties by coordinates, row by row).
 */
export const mapTableRows = (
  systems: readonly SceneSystem[],
  o: {
    readonly describe: (s: SceneSystem) => RowTexts;
    readonly fleets: ReadonlyMap<string, number>;
    readonly filter: string;
    readonly range: CellRange | null;
    readonly sort: SortKey;
    readonly descending: boolean;
  },
): MapTableRow[] => {
  const needle = o.filter.trim().toLowerCase();
  const rows: MapTableRow[] = [];
  for (const s of systems) {
    if (o.range && !inRange(s, o.range)) continue;
    const key = `${s.x},${s.y}`;
    const texts = o.describe(s);
    if (needle !== "") {
      const haystack = [key, `(${s.x}, ${s.y})`, texts.type, texts.owner, texts.family, texts.relation]
        .join("\n")
        .toLowerCase();
      if (!haystack.includes(needle)) continue;
    }
    rows.push({ key, system: s, texts, fleets: o.fleets.get(key) ?? 0 });
  }
  const byCoordinates = (a: MapTableRow, b: MapTableRow) => a.system.y - b.system.y || a.system.x - b.system.x;
  const compare = (a: MapTableRow, b: MapTableRow): number => {
    switch (o.sort) {
      case "planets":
        return a.system.planetCount - b.system.planetCount;
      case "fleets":
        return a.fleets - b.fleets;
      case "relation":
        return RELATION_ORDER[relationOf(a.system)] - RELATION_ORDER[relationOf(b.system)];
      case "type":
      case "owner":
      case "family":
        return a.texts[o.sort].localeCompare(b.texts[o.sort]);
      default:
        return 0;
    }
  };
  const sign = o.descending ? -1 : 1;
  return rows.sort((a, b) => sign * (compare(a, b) || byCoordinates(a, b)));
};
