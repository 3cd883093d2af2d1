import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDING_TYPES } from "../catalogue/buildings.ts";
import { raceSpec } from "../catalogue/races.ts";
import { RESOURCES } from "../catalogue/resources.ts";
import { FLEET_UNIT_KEYS, UNIT_FLEET_KEY } from "../catalogue/units.ts";
import type { EmpireState, TurnInput } from "../economy/empire-state.ts";
import { maxPopulation } from "../empire/population.ts";
import { releasedInvestment } from "../research/research-turn.ts";
import { SCIENCE_FIELDS } from "../research/science-fields.ts";
import { applyTurnResult, deepCopy, deepFreeze, empireArb, jobsArb } from "../testing/empire-fixtures.ts";
import { resolveTurn } from "./resolve-turn.ts";

const PLAYERS = ["p1", "p2", "p3"] as const;

const galaxyArb: fc.Arbitrary<TurnInput> = fc
  .tuple(
    fc.tuple(empireArb("p2"), empireArb("p1"), empireArb("p3")),
    jobsArb([...PLAYERS, "gone"]),
    fc.integer({ min: 1, max: 10_000 }),
  )
  .map(([empires, jobs, turn]) => ({ turn, empires, dueBuildingJobs: jobs.buildings, dueUnitJobs: jobs.units }));

const checkInvariants = (input: TurnInput): void => {
  const result = resolveTurn(input);
  for (const flipped of result.empires) {
    const before = input.empires.find((e) => e.id === flipped.id) as EmpireState;
    for (const resource of RESOURCES) {
      const amount = flipped.resources[resource];
      expect(Number.isInteger(amount) && amount >= 0, `${resource} = ${amount}`).toBe(true);
    }
    expect(flipped.morale).toBeGreaterThanOrEqual(-0.5);
    expect(flipped.morale).toBeLessThanOrEqual(1.1);
    expect(Number.isInteger(flipped.researchPoints) && flipped.researchPoints >= before.researchPoints).toBe(true);
    expect(Number.isInteger(flipped.networth)).toBe(true);
    const b = flipped.economy.incomeBreakdown;
    const full = b.grossIncome + b.raceBonus + b.taxOfficeBonus + b.economyScienceBonus;
    expect(b.totalIncome).toBe(b.foodShortage ? Math.floor(full / 2) : full);
    expect(Math.min(b.unitUpkeep, b.buildingUpkeep, b.bureaucracyCost)).toBeGreaterThanOrEqual(0);

    for (const planet of flipped.planets) {
      const original = before.planets.find((p) => p.id === planet.id);
      expect(original).toBeDefined();
      const cap = maxPopulation(
        original!.size,
        original!.planetType,
        planet.buildings.living_quarters ?? 0,
        before.science.welfare,
      );
      expect(Number.isInteger(planet.population)).toBe(true);
      expect(planet.population).toBeGreaterThanOrEqual(0);
      expect(planet.population).toBeLessThanOrEqual(cap);
      // Completed jobs add exactly their quantity to the planet they name.
      for (const type of BUILDING_TYPES) {
        const added = input.dueBuildingJobs
          .filter((j) => j.playerId === flipped.id && j.planetId === planet.id && j.buildingType === type)
          .reduce((sum, j) => sum + j.quantity, 0);
        expect((planet.buildings[type] ?? 0) - (original!.buildings[type] ?? 0)).toBe(added);
      }
    }
    for (const key of FLEET_UNIT_KEYS) {
      const added = input.dueUnitJobs
        .filter((j) => j.playerId === flipped.id && UNIT_FLEET_KEY[j.unitType] === key)
        .reduce((sum, j) => sum + j.quantity, 0);
      // Insolvency: 1% of every type (after completions) when the credits would go below 0.
      const insolvent = before.resources.credits + b.netIncome < 0;
      expect(flipped.unitsDisbanded[key]).toBe(
        insolvent && key !== "lasers" ? Math.floor((before.units[key] + added) / 100) : 0,
      );
    }
  }
  const completions = result.events.filter(
    (e) => e.eventType === "building_completed" || e.eventType === "unit_completed",
  );
  for (const event of completions) expect(event.isPublic).toBe(false);
  expect(result.events.filter((e) => e.eventType === "turn_flipped")).toEqual([
    {
      playerId: null,
      eventType: "turn_flipped",
      text: { code: "turn_begun", params: { turn: input.turn } },
      isPublic: true,
      details: { turnNumber: input.turn },
    },
  ]);
};

describe("resolveTurn properties", () => {
  it("keeps every stock a whole number ≥ 0, population within its cap, morale within [−0.5, 1.1]", () => {
    fc.assert(fc.property(galaxyArb, checkInvariants), { numRuns: 200 });
  });

  it("keeps those invariants over many turns", () => {
    fc.assert(
      fc.property(empireArb("p1"), jobsArb(["p1"]), fc.integer({ min: 10, max: 40 }), (start, jobs, turns) => {
        let empire = start;
        for (let turn = 1; turn <= turns; turn += 1) {
          const input: TurnInput = {
            turn,
            empires: [empire],
            dueBuildingJobs: turn === 1 ? jobs.buildings : [],
            dueUnitJobs: turn === 1 ? jobs.units : [],
          };
          checkInvariants(input);
          empire = applyTurnResult(empire, resolveTurn(input).empires[0]!, input.dueUnitJobs);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("is deterministic, ignores the order empires are given in, and never mutates its input", () => {
    fc.assert(
      fc.property(galaxyArb, (input) => {
        const copy = deepCopy(input);
        const frozen = deepFreeze(deepCopy(input));
        const result = resolveTurn(frozen);
        expect(resolveTurn(copy)).toEqual(result);
        expect(resolveTurn({ ...copy, empires: [...copy.empires].reverse() })).toEqual(result);
        expect(frozen).toEqual(input);
      }),
      { numRuns: 100 },
    );
  });

  it("adds the research centers' and the deposit's points with the race's research bonus, split over the fields", () => {
    fc.assert(
      fc.property(galaxyArb, (input) => {
        const result = resolveTurn(input);
        for (const flipped of result.empires) {
          const before = input.empires.find((e) => e.id === flipped.id)!;
          const centers = flipped.planets.reduce((sum, p) => sum + (p.buildings.research_center ?? 0), 0);
          const bonus = raceSpec(before.race).bonuses.research;
          const released = releasedInvestment(before.research.remainingInvestment);
          const gained = flipped.researchPoints - before.researchPoints;
          expect(gained).toBe(Math.floor(20 * centers * bonus + 1e-6) + Math.floor(released * bonus + 1e-6));
          expect(flipped.research.remainingInvestment).toBe(before.research.remainingInvestment - released);
          const fieldGain = SCIENCE_FIELDS.reduce(
            (sum, f) => sum + flipped.research.fieldPoints[f] - before.research.fieldPoints[f],
            0,
          );
          expect(fieldGain).toBe(gained);
        }
      }),
      { numRuns: 100 },
    );
  });
});
