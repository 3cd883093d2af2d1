import { describe, expect, test } from "vitest";
import { parseFocus, focusFromQuery } from "./focus.ts";
import { buildScene, forEachSystemIn, systemAt, type SceneInput } from "./scene.ts";
import { planetOwnership } from "./ownership.ts";
import { STAR_CATALOGUE, starTypeAt } from "./star-catalogue.ts";

const sys = (x: number, y: number, systemType: "home" | "normal" = "normal") => ({
  id: `g:${x},${y}`,
  x,
  y,
  planetCount: 3,
  systemType,
});
const owner = (x: number, y: number, who: string | null, familyId: string | null) => ({
  id: `g:${x},${y}`,
  x,
  y,
  systemType: "normal" as const,
  planetCount: 3,
  familyId,
  owner: who,
  ownerName: who ? `Name of ${who}` : null,
  ownedPlanets: who ? 1 : 0,
});

const input: SceneInput = {
  layout: {
    gridSize: { width: 10, height: 8 },
    systems: [sys(1, 1, "home"), sys(8, 6, "home"), sys(2, 3), sys(5, 5), sys(7, 2), sys(0, 7)],
  },
  owners: [
    owner(1, 1, "p-me", "fam-a"),
    owner(8, 6, "p-x", "fam-b"),
    owner(2, 3, "p-me", "fam-a"),
    owner(5, 5, "p-friend", "fam-a"),
    owner(7, 2, "p-enemy", "fam-b"),
  ],
  viewer: { playerId: "p-me", familyId: "fam-a" },
  ownPlanets: [
    { coordinates: { x: 1, y: 1 }, isHomeWorld: true, hasPortal: false },
    { coordinates: { x: 2, y: 3 }, isHomeWorld: false, hasPortal: true },
  ],
};

describe("scene", () => {
  const scene = buildScene(input);

  test("classifies systems for the viewer", () => {
    expect(systemAt(scene, 1, 1)).toMatchObject({ standing: "own", home: "own" });
    expect(systemAt(scene, 8, 6)).toMatchObject({ standing: "enemy", home: "other" });
    expect(systemAt(scene, 2, 3)).toMatchObject({ standing: "own", home: null, hasPortal: true });
    expect(systemAt(scene, 5, 5)).toMatchObject({ standing: "family" });
    expect(systemAt(scene, 7, 2)).toMatchObject({ standing: "enemy", ownerName: "Name of p-enemy" });
    expect(systemAt(scene, 0, 7)).toMatchObject({ standing: "neutral", owner: null });
    expect(systemAt(scene, 3, 3)).toBeNull();
    expect(systemAt(scene, -1, 3)).toBeNull();
    expect(systemAt(scene, 10, 3)).toBeNull();
    expect(scene.home).toEqual({ x: 1, y: 1 });
  });

  test("colours the viewer's home system as own even when a family member holds more planets there", () => {
    const shared = buildScene({
      ...input,
      owners: input.owners!.map((o) => (o.x === 1 && o.y === 1 ? owner(1, 1, "p-friend", "fam-a") : o)),
    });
    expect(systemAt(shared, 1, 1)).toMatchObject({ standing: "own", home: "own", owner: "p-friend" });
    // Where the viewer holds nothing, the family member's system stays family.
    expect(systemAt(shared, 5, 5)).toMatchObject({ standing: "family" });
  });

  test("without ownership data every system is neutral and the family home stands in for home", () => {
    const bare = buildScene({ ...input, owners: undefined, ownPlanets: undefined, familyHome: { x: 8, y: 6 } });
    expect(bare.systems.every((s) => s.standing === "neutral")).toBe(true);
    expect(bare.home).toEqual({ x: 8, y: 6 });
    expect(systemAt(bare, 8, 6)?.home).toBe("own");
  });

  test("culling visits exactly the systems inside a range, by cells or by list", () => {
    const seen: string[] = [];
    const n = forEachSystemIn(scene, { x0: 1, y0: 1, x1: 5, y1: 5 }, (s) => seen.push(`${s.x},${s.y}`));
    expect(n).toBe(3);
    expect(seen.sort()).toEqual(["1,1", "2,3", "5,5"]);
    const all: string[] = [];
    forEachSystemIn(scene, { x0: 0, y0: 0, x1: 9, y1: 7 }, (s) => all.push(`${s.x},${s.y}`));
    expect(all).toHaveLength(6);
  });
});

describe("focus box", () => {
  const scene = buildScene(input);

  test("messages of core-play section 5", () => {
    expect(parseFocus("", scene)).toMatchObject({ ok: false, message: "Please enter a system coordinate" });
    expect(parseFocus("   ", scene)).toMatchObject({ ok: false, message: "Please enter a system coordinate" });
    expect(parseFocus("abc", scene)).toMatchObject({
      ok: false,
      message: 'Invalid format. Use "x,y" (e.g., 50,75) or "home"',
    });
    expect(parseFocus("1;2", scene).ok).toBe(false);
    expect(parseFocus("-1,2", scene).ok).toBe(false);
    expect(parseFocus("4,4", scene)).toMatchObject({ ok: false, message: "No system found at coordinates 4,4" });
    expect(parseFocus("7, 2", scene)).toEqual({ ok: true, x: 7, y: 2 });
    expect(parseFocus(" HOME ", scene)).toEqual({ ok: true, x: 1, y: 1 });
    const homeless = buildScene({ ...input, ownPlanets: [] });
    expect(parseFocus("home", homeless)).toMatchObject({ ok: false, message: "Home system not found" });
  });

  test("deep link needs two whole numbers", () => {
    expect(focusFromQuery("3", "4")).toEqual({ x: 3, y: 4 });
    expect(focusFromQuery("3", null)).toBeNull();
    expect(focusFromQuery("a", "4")).toBeNull();
    expect(focusFromQuery("-3", "4")).toBeNull();
  });
});

describe("planet ownership labels", () => {
  const viewer = { playerId: "player-me", familyId: "fam-a" };
  test("core-play section 4", () => {
    expect(planetOwnership({ ownerId: null, ownerName: null, ownerFamilyId: null }, viewer)).toEqual({
      standing: "unexplored",
      label: "Unexplored",
      action: "explore",
    });
    expect(planetOwnership({ ownerId: "player-me", ownerName: "Me", ownerFamilyId: "fam-a" }, viewer).label).toBe(
      "Your Planet",
    );
    expect(planetOwnership({ ownerId: "p2", ownerName: "Friend", ownerFamilyId: "fam-a" }, viewer)).toMatchObject({
      label: "Family Member",
      action: "none",
    });
    expect(planetOwnership({ ownerId: "p3", ownerName: "Vega", ownerFamilyId: "fam-b" }, viewer)).toMatchObject({
      label: "Vega",
      action: "attack",
    });
    expect(planetOwnership({ ownerId: "0123456789abcdef", ownerName: null, ownerFamilyId: null }, viewer).label).toBe(
      "Player 89abcdef",
    );
  });
});

describe("star catalogue", () => {
  test("20 types, chosen deterministically by coordinates and spread over the catalogue", () => {
    expect(STAR_CATALOGUE).toHaveLength(20);
    expect(new Set(STAR_CATALOGUE.map((s) => s.id)).size).toBe(20);
    expect(starTypeAt(12, 34)).toBe(starTypeAt(12, 34));
    const used = new Set<string>();
    for (let x = 0; x < 40; x++) for (let y = 0; y < 40; y++) used.add(starTypeAt(x, y).id);
    expect(used.size).toBe(20);
  });
});
