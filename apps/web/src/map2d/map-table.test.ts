import { describe, expect, it } from "vitest";
import type { SceneSystem } from "../map/scene.ts";
import { fleetsInFlight, mapTableRows } from "./map-table.ts";

const system = (x: number, y: number, extra: Partial<SceneSystem> = {}): SceneSystem => ({
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

const systems = [
  system(4, 1, { standing: "enemy", owner: "p2", ownerName: "Zorg", planetCount: 5 }),
  system(2, 3, { standing: "own", owner: "p1", ownerName: "Alice", planetCount: 2 }),
  system(7, 7),
  system(1, 1, { standing: "enemy", owner: "n1", ownerName: "Xal'Thar", npc: true, planetCount: 4 }),
];
const describe_ = (s: SceneSystem) => ({
  type: "Star System",
  owner: s.ownerName ?? "None",
  family: "",
  relation: s.standing,
});
const base = { describe: describe_, fleets: new Map<string, number>(), filter: "", range: null, descending: false };
const coordinates = (rows: ReturnType<typeof mapTableRows>) => rows.map((r) => r.key);

describe("the map as a table", () => {
  it("sorts by coordinates row by row, by relation from own to neutral, by planets either way", () => {
    expect(coordinates(mapTableRows(systems, { ...base, sort: "coordinates" }))).toEqual(["1,1", "4,1", "2,3", "7,7"]);
    expect(coordinates(mapTableRows(systems, { ...base, sort: "relation" }))).toEqual(["2,3", "4,1", "1,1", "7,7"]);
    expect(coordinates(mapTableRows(systems, { ...base, sort: "planets", descending: true }))).toEqual([
      "4,1",
      "1,1",
      "7,7",
      "2,3",
    ]);
    expect(coordinates(mapTableRows(systems, { ...base, sort: "owner" }))).toEqual(["2,3", "7,7", "1,1", "4,1"]);
  });

  it("filters by text (owner, coordinates) and by the cells in view", () => {
    expect(coordinates(mapTableRows(systems, { ...base, sort: "coordinates", filter: "zor" }))).toEqual(["4,1"]);
    expect(coordinates(mapTableRows(systems, { ...base, sort: "coordinates", filter: "7,7" }))).toEqual(["7,7"]);
    const range = { x0: 0, y0: 0, x1: 4, y1: 2 };
    expect(coordinates(mapTableRows(systems, { ...base, sort: "coordinates", range }))).toEqual(["1,1", "4,1"]);
  });

  it("counts traveling fleets at both ends of their trip", () => {
    const fleets = fleetsInFlight([
      { status: "traveling", sourcePlanetCoordinates: { x: 2, y: 3 }, targetPlanetCoordinates: { x: 7, y: 7 } },
      { status: "traveling", sourcePlanetCoordinates: { x: 2, y: 3 }, targetPlanetCoordinates: { x: 2, y: 3 } },
      { status: "home", sourcePlanetCoordinates: { x: 2, y: 3 }, targetPlanetCoordinates: null },
    ]);
    expect([...fleets]).toEqual([
      ["2,3", 2],
      ["7,7", 1],
    ]);
    const rows = mapTableRows(systems, { ...base, fleets, sort: "fleets", descending: true });
    expect(rows.map((r) => [r.key, r.fleets])[0]).toEqual(["2,3", 2]);
  });
});
