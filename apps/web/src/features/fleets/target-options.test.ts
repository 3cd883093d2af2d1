import { describe, expect, it } from "vitest";
import {
  attackCandidateSystems,
  attackTargets,
  explorationRefusal,
  explorationTargets,
  onlyUnclaimedMessage,
  type KnownPlanet,
} from "./target-options.ts";
import { HOME_SLOT_RESERVED_MESSAGE } from "../galaxy-map/home-slots.ts";

const system = (x: number, y: number, extra: { systemType?: "home" | "normal"; ownedPlanets?: number } = {}) => ({
  x,
  y,
  planetCount: 2,
  systemType: extra.systemType ?? ("normal" as const),
  ownedPlanets: extra.ownedPlanets ?? 0,
});

describe("explorationTargets", () => {
  it("offers the planets of free neutral systems, nearest to home first", () => {
    const systems = [
      system(9, 9),
      system(2, 1),
      system(1, 1, { systemType: "home" }),
      system(3, 3, { ownedPlanets: 1 }),
    ];
    expect(explorationTargets(systems, { x: 1, y: 1 }).map((o) => o.label)).toEqual([
      "2,1:1",
      "2,1:2",
      "9,9:1",
      "9,9:2",
    ]);
    expect(explorationTargets(systems, { x: 1, y: 1 })[0]?.hint).toBe("Unclaimed · 1.0 from home");
  });

  it("keeps to the nearest few systems", () => {
    const systems = [system(5, 5), system(1, 2), system(8, 8)];
    expect(explorationTargets(systems, { x: 1, y: 1 }, 1).map((o) => o.label)).toEqual(["1,2:1", "1,2:2"]);
  });
});

describe("attackCandidateSystems", () => {
  it("keeps neutral systems holding someone else's planet, nearest to home first", () => {
    const systems = [
      system(9, 9, { ownedPlanets: 1 }),
      system(2, 1, { ownedPlanets: 2 }),
      system(1, 1, { systemType: "home", ownedPlanets: 2 }),
      system(3, 3),
      system(4, 4, { ownedPlanets: 1 }),
    ];
    // 2,1 holds one of ours and one other; 4,4 holds only ours.
    const own = [
      { x: 2, y: 1 },
      { x: 4, y: 4 },
    ];
    expect(attackCandidateSystems(systems, own, { x: 1, y: 1 })).toEqual([
      { x: 2, y: 1 },
      { x: 9, y: 9 },
    ]);
    expect(attackCandidateSystems(systems, own, { x: 1, y: 1 }, 1)).toEqual([{ x: 2, y: 1 }]);
  });
});

const planet = (x: number, y: number, n: number, extra: Partial<KnownPlanet> = {}): KnownPlanet => ({
  id: `demo:${x},${y}:${n}`,
  planetId: n,
  coordinates: { x, y },
  isHomeWorld: false,
  ownerId: "p2",
  ownerName: "Vega",
  ownerFamilyId: "demo:family-2",
  ...extra,
});

describe("attackTargets", () => {
  const viewer = { playerId: "p1", familyId: "demo:family-1", ownIds: new Set(["demo:2,1:3"]) };

  it("offers other empires' planets by owner, nearest first, never own, family, free or home-world planets", () => {
    const planets = [
      planet(9, 9, 1, { ownerName: null }),
      planet(2, 1, 2),
      planet(2, 1, 3, { ownerId: "p1", ownerName: "Ace", ownerFamilyId: "demo:family-1" }),
      planet(2, 1, 1, { ownerId: "p3", ownerName: "Kin", ownerFamilyId: "demo:family-1" }),
      planet(2, 1, 4, { ownerId: null, ownerName: null, ownerFamilyId: null }),
      planet(5, 5, 1, { isHomeWorld: true }),
      planet(2, 1, 2),
    ];
    expect(attackTargets(planets, viewer, { x: 1, y: 1 })).toEqual([
      { label: "2,1:2", hint: "Vega · 1.0 from home" },
      { label: "9,9:1", hint: "Another empire · 11.3 from home" },
    ]);
  });

  it("hints the owner alone without a home world to measure from", () => {
    expect(attackTargets([planet(3, 3, 1)], viewer, null)).toEqual([{ label: "3,3:1", hint: "Vega" }]);
  });
});

describe("explorationRefusal", () => {
  const homes = new Set(["3,4"]);
  const base = { homes, ownIds: new Set<string>() };

  it("says a held planet cannot be explored, even in a home system", () => {
    const systemPlanets = [{ id: "demo:3,4:1", ownerId: "p2" }];
    expect(explorationRefusal({ ...base, targetId: "demo:3,4:1", systemPlanets })).toBe(onlyUnclaimedMessage());
    expect(explorationRefusal({ ...base, targetId: "demo:3,4:1", ownIds: new Set(["demo:3,4:1"]) })).toBe(
      onlyUnclaimedMessage(),
    );
    const full = [{ x: 7, y: 1, planetCount: 2, ownedPlanets: 2 }];
    expect(explorationRefusal({ ...base, targetId: "demo:7,1:2", systems: full })).toBe(onlyUnclaimedMessage());
  });

  it("says a free home-system slot is reserved, and passes anything else", () => {
    const systemPlanets = [{ id: "demo:3,4:2", ownerId: null }];
    expect(explorationRefusal({ ...base, targetId: "demo:3,4:2", systemPlanets })).toBe(HOME_SLOT_RESERVED_MESSAGE);
    expect(explorationRefusal({ ...base, targetId: "demo:7,1:2" })).toBeNull();
    expect(explorationRefusal({ ...base, targetId: null })).toBeNull();
  });
});
