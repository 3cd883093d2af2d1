import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparePlanetIds } from "../fleet/nearest-planet.ts";
import {
  advisorTargets,
  distinctPlaces,
  isRival,
  PlanetGrid,
  type AdvisorTargets,
  type TargetEmpire,
  type TargetPlanet,
} from "./advisor-targets.ts";

/**
 * What the grid search must equal: every candidate measured from every place (squared, so that equal distances
 * are equal exactly), ties to the lowest id.
 */
const bruteNearest = (candidates: readonly TargetPlanet[], places: readonly { x: number; y: number }[]) => {
  let best: TargetPlanet | null = null;
  let bestDistance = Infinity;
  for (const planet of candidates)
    for (const place of places) {
      const distance = (planet.x - place.x) ** 2 + (planet.y - place.y) ** 2;
      if (distance < bestDistance || (distance === bestDistance && best && comparePlanetIds(planet.id, best.id) < 0)) {
        best = planet;
        bestDistance = distance;
      }
    }
  return best;
};

const bruteTargets = (
  planets: readonly TargetPlanet[],
  empires: readonly TargetEmpire[],
  turn: number,
): Map<string, AdvisorTargets> => {
  const byId = new Map(empires.map((e) => [e.id, e]));
  return new Map(
    empires.map((empire) => {
      const places = distinctPlaces(planets.filter((p) => p.ownerId === empire.id));
      const free = bruteNearest(
        planets.filter((p) => p.ownerId === null && p.explorable),
        places,
      );
      const rival = bruteNearest(
        planets.filter((p) => p.ownerId !== null && isRival(empire, byId.get(p.ownerId)!, turn)),
        places,
      );
      return [empire.id, { freePlanetId: free?.id ?? null, rivalId: rival?.ownerId ?? null }];
    }),
  );
};

/** A galaxy of systems on a grid of up to `size` × `size`, each planet free or owned by one of the empires. */
const galaxyOf = (size: number) =>
  fc
    .record({
      width: fc.integer({ min: 1, max: size }),
      height: fc.integer({ min: 1, max: size }),
      empires: fc.array(
        fc.record({
          family: fc.option(fc.integer({ min: 0, max: 3 })),
          protectedUntil: fc.integer({ min: 0, max: 10 }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      turn: fc.integer({ min: 0, max: 10 }),
    })
    .chain(({ width, height, empires, turn }) =>
      fc
        .array(
          fc.record({
            x: fc.integer({ min: 0, max: width - 1 }),
            y: fc.integer({ min: 0, max: height - 1 }),
            owner: fc.option(fc.integer({ min: 0, max: empires.length - 1 }), { freq: 2 }),
            explorable: fc.boolean(),
          }),
          { maxLength: 120 },
        )
        .map((raw) => ({
          turn,
          empires: empires.map((e, i): TargetEmpire => ({
            id: `e${i}`,
            familyId: e.family === null ? null : `f${e.family}`,
            protectedUntilTurn: e.protectedUntil,
          })),
          planets: raw.map((p, i): TargetPlanet => ({
            // Several planets per system, as in a galaxy: the id names the system and the slot.
            id: `g:${p.x},${p.y}:${i}`,
            x: p.x,
            y: p.y,
            ownerId: p.owner === null ? null : `e${p.owner}`,
            explorable: p.explorable,
          })),
        })),
    );
const galaxy = galaxyOf(60);

const planet = (id: string, x: number, y: number, ownerId: string | null = null): TargetPlanet => ({
  id,
  x,
  y,
  ownerId,
  explorable: true,
});

describe("advisor targets (issue 18)", () => {
  it("finds what measuring every planet from every place finds", () => {
    fc.assert(
      fc.property(galaxy, ({ planets, empires, turn }) => {
        expect(advisorTargets(planets, empires, turn)).toEqual(bruteTargets(planets, empires, turn));
      }),
      { numRuns: 400 },
    );
    // Crowded: many planets per system and per cell, ties everywhere, places on every side of each cell.
    fc.assert(
      fc.property(galaxyOf(8), ({ planets, empires, turn }) => {
        expect(advisorTargets(planets, empires, turn)).toEqual(bruteTargets(planets, empires, turn));
      }),
      { numRuns: 400 },
    );
  });

  it("answers for the empires asked about alone, as for all", () => {
    fc.assert(
      fc.property(galaxy, ({ planets, empires, turn }) => {
        const all = advisorTargets(planets, empires, turn);
        const one = empires[0]!;
        expect(advisorTargets(planets, empires, turn, [one])).toEqual(new Map([[one.id, all.get(one.id)]]));
      }),
    );
  });

  it("aims at the nearest free explorable planet and the nearest empire it may spy on", () => {
    const empires: TargetEmpire[] = [
      { id: "me", familyId: "f1", protectedUntilTurn: 0 },
      { id: "sister", familyId: "f1", protectedUntilTurn: 0 },
      { id: "newcomer", familyId: null, protectedUntilTurn: 20 },
      { id: "rival", familyId: "f2", protectedUntilTurn: 5 },
    ];
    const planets = [
      planet("g:10,10:1", 10, 10, "me"),
      planet("g:11,10:1", 11, 10, "sister"),
      planet("g:12,10:1", 12, 10, "newcomer"),
      planet("g:20,10:1", 20, 10, "rival"),
      { ...planet("g:10,11:1", 10, 11), explorable: false },
      planet("g:10,14:2", 10, 14),
      planet("g:10,14:1", 10, 14),
    ];
    expect(advisorTargets(planets, empires, 5).get("me")).toEqual({ freePlanetId: "g:10,14:1", rivalId: "rival" });
    // Before the rival's protection ends nobody may be spied on.
    expect(advisorTargets(planets, empires, 4).get("me")).toEqual({ freePlanetId: "g:10,14:1", rivalId: null });
  });

  it("gives an empire without planets no targets, and searches an empty galaxy", () => {
    const empires: TargetEmpire[] = [{ id: "gone", familyId: null, protectedUntilTurn: 0 }];
    expect(advisorTargets([planet("g:1,1:1", 1, 1)], empires, 0).get("gone")).toEqual({
      freePlanetId: null,
      rivalId: null,
    });
    expect(new PlanetGrid([]).nearest([{ x: 0, y: 0 }], () => true)).toBeNull();
  });

  it("searches from places outside the planets' bounds", () => {
    const grid = new PlanetGrid([planet("g:50,50:1", 50, 50), planet("g:52,50:1", 52, 50)]);
    expect(grid.nearest([{ x: 0, y: 0 }], () => true)).toEqual({
      planet: planet("g:50,50:1", 50, 50),
      distance: Math.sqrt(50 * 50 + 50 * 50),
    });
    expect(grid.nearest([{ x: 90, y: 50 }], () => true)?.planet.id).toBe("g:52,50:1");
  });
});
