import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import { RACES } from "../catalogue/races.ts";
import { emptyFleetUnits, FLEET_UNIT_KEYS, type FleetUnits } from "../catalogue/units.ts";
import { seededRandom } from "../random/seeded-random.ts";
import { deepCopy, deepFreeze } from "../testing/empire-fixtures.ts";
import type { BattleInput, UnitLosses } from "./battle-types.ts";
import { resolveBattle } from "./resolve-battle.ts";
import { COMBAT_UNIT_KEYS } from "./unit-stats.ts";

const count = (max: number): fc.Arbitrary<number> =>
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max }));

const unitsArb = (max: number): fc.Arbitrary<FleetUnits> =>
  fc.record({
    soldiers: count(max),
    droids: count(max),
    fighters: count(max),
    bombers: count(max),
    transports: count(max),
    lasers: fc.constant(0),
    wizards: count(50),
    agents: count(50),
    explorers: count(5),
  });

const buildingsArb: fc.Arbitrary<Partial<Record<BuildingType, number>>> = fc
  .array(fc.tuple(fc.constantFrom(...BUILDING_TYPES), fc.integer({ min: 0, max: 300 })), { maxLength: 6 })
  .map((entries) => Object.fromEntries(entries));

const inputArb: fc.Arbitrary<BattleInput> = fc.record({
  attacker: fc.record({
    units: unitsArb(1_000_000),
    race: fc.constantFrom(...RACES, "unknown"),
    military: fc.double({ min: 0, max: 1, noNaN: true }),
    noFear: fc.boolean(),
    networth: fc.integer({ min: 1_900, max: 10_000_000 }),
  }),
  defender: fc.record({
    stationedUnits: unitsArb(1_000_000),
    homeFleetUnits: unitsArb(1_000_000),
    homeFleetDefends: fc.boolean(),
    military: fc.double({ min: 0, max: 1, noNaN: true }),
    noFear: fc.boolean(),
    networth: fc.integer({ min: 1_900, max: 10_000_000 }),
  }),
  planet: fc.record({
    size: fc.integer({ min: 50, max: 400 }),
    buildings: buildingsArb,
    population: fc.integer({ min: 0, max: 100_000 }),
  }),
  config: fc.option(fc.record({ defeatDestroysFleet: fc.boolean() }), { nil: undefined }),
});

const sum = (...records: ReadonlyArray<Readonly<Partial<FleetUnits>>>): FleetUnits => {
  const out = emptyFleetUnits();
  for (const record of records) for (const key of FLEET_UNIT_KEYS) out[key] += record[key] ?? 0;
  return out;
};

const sumLosses = (records: readonly UnitLosses[]): FleetUnits => sum(...records);

const isCount = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

describe("resolveBattle properties", () => {
  it("never creates units: survivors + losses = initial, per side and per type", () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const result = resolveBattle(input, seededRandom(seed));
        const a = result.attacker;
        const d = result.defender;
        for (const key of FLEET_UNIT_KEYS) {
          expect(isCount(a.survivors[key]), key).toBe(true);
          expect(a.survivors[key] + (result.report.attackerTotalLosses[key] ?? 0)).toBe(input.attacker.units[key]);
          expect(a.stationedOnPlanet[key] + a.returningHome[key] + a.destroyedAfterBattle[key]).toBe(a.survivors[key]);
          for (const part of [a.stationedOnPlanet, a.returningHome, a.destroyedAfterBattle])
            expect(isCount(part[key])).toBe(true);

          const stationed = input.defender.stationedUnits[key];
          expect(isCount(d.stationedLosses[key]) && d.stationedLosses[key] <= stationed).toBe(true);
          expect(d.stationedLosses[key] + d.stationedDestroyedAfterBattle[key] + d.stationedAfter[key]).toBe(stationed);
          expect(isCount(d.stationedAfter[key]) && isCount(d.stationedDestroyedAfterBattle[key])).toBe(true);
          const home = input.defender.homeFleetUnits[key];
          expect(d.homeFleetLosses[key] + d.homeFleetAfter[key]).toBe(home);
          expect(isCount(d.homeFleetAfter[key]) && isCount(d.homeFleetLosses[key])).toBe(true);
          if (!input.defender.homeFleetDefends) expect(d.homeFleetLosses[key]).toBe(0);
        }
        // The report's defender totals are the stationed and home-fleet losses plus the phase-1 lasers.
        const defenderTotals = sum(result.report.defenderTotalLosses);
        for (const key of COMBAT_UNIT_KEYS) {
          expect(defenderTotals[key]).toBe(d.stationedLosses[key] + d.homeFleetLosses[key]);
          expect(defenderTotals[key]).toBeLessThanOrEqual(result.report.defenderInitialUnits[key]);
        }
        expect(defenderTotals.lasers).toBe(result.planet.lasersDestroyed);
        expect(result.report.defenderInitialLasers).toBe(input.planet.buildings.laser ?? 0);
        // Totals are the sum of the phases, and the outcome phase loses nothing.
        expect(sumLosses(result.report.phases.map((p) => p.attackerLosses))).toEqual(
          sum(result.report.attackerTotalLosses),
        );
        expect(sumLosses(result.report.phases.map((p) => p.defenderLosses))).toEqual(defenderTotals);
        expect(result.report.phases.map((p) => p.phaseName)).toEqual([
          "Ground vs Air",
          "Air Battle",
          "Ground Battle",
          "Outcome",
        ]);
        expect(result.report.phases[3]?.attackerLosses).toEqual({});
        expect(result.report.phases[3]?.defenderLosses).toEqual({});
      }),
      { numRuns: 300 },
    );
  });

  it("keeps outcomes consistent with the winner and the planet's buildings", () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const result = resolveBattle(input, seededRandom(seed));
        const { report, planet, attacker } = result;
        expect(report.planetOutcome === "defended").toBe(report.winner === "defender");
        expect(planet.ownershipChanges).toBe(report.winner === "attacker");
        expect(planet.ownership).toBe(
          report.planetOutcome === "defended"
            ? "defender"
            : report.planetOutcome === "destroyed"
              ? "nobody"
              : "attacker",
        );
        if (report.planetOutcome !== "captured" && report.planetOutcome !== "razed") {
          expect(attacker.stationedOnPlanet).toEqual(emptyFleetUnits());
        }
        expect(attacker.fleetDestroyed).toBe(
          report.planetOutcome === "defended" && (input.config?.defeatDestroysFleet ?? true),
        );
        for (const type of BUILDING_TYPES) {
          const before = input.planet.buildings[type] ?? 0;
          expect(planet.buildingsAfter[type] + (planet.buildingsDestroyed[type] ?? 0)).toBe(before);
          expect(planet.buildingsAfter[type]).toBeGreaterThanOrEqual(0);
        }
        expect(isCount(planet.populationAfter)).toBe(true);
        if (report.planetOutcome === "defended") expect(planet.populationAfter).toBe(input.planet.population);
      }),
      { numRuns: 300 },
    );
  });

  it("replays exactly from the same seed and never changes its input", () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const copy = deepCopy(input);
        const frozen = deepFreeze(input);
        const first = resolveBattle(frozen, seededRandom("galaxy", 7, seed));
        const second = resolveBattle(frozen, seededRandom("galaxy", 7, seed));
        expect(second).toEqual(first);
        expect(frozen).toEqual(copy);
      }),
      { numRuns: 200 },
    );
  });
});
