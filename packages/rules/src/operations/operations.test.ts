import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { empireEconomy } from "../economy/empire-economy.ts";
import { mulberry32 } from "../random/seeded-random.ts";
import { homeEmpire } from "../testing/empire-fixtures.ts";
import { checkCast, insufficientMorale, type CastCheckInput } from "./cast-check.ts";
import {
  OPERATION_TYPES,
  RACE_OPERATIONS,
  SPELL_OCTARINE,
  forceFieldActive,
  operationsOfRace,
  raceCanUse,
} from "./operation-catalogue.ts";
import {
  cashFactoryMultiplierOfStacks,
  destroyedAmount,
  destroyedShare,
  distortNumbers,
  foodMultiplierOfStacks,
  nukedBuildings,
  scientistLosses,
  stormPopulationLoss,
  unitsDestroyed,
} from "./operation-effects.ts";
import { chanceOfRatio, operationLosses, operationRatio, rollOutcome, successChance } from "./success-chance.ts";

const base: CastCheckInput = {
  operationType: "spy_on_target",
  casterId: "a",
  casterRace: "quantam",
  casterFamilyId: "f1",
  morale: 1,
  octarine: 100,
  agents: 10,
  wizards: 10,
  targetPlayerId: "b",
  targetPlanetId: null,
  framedPlayerId: null,
  targetUnitType: null,
  target: { id: "b", familyId: "f2" },
  planetOwned: true,
};

describe("catalogue", () => {
  it("prices spells as the spec does", () => {
    expect(SPELL_OCTARINE.vision).toBe(10);
    expect(SPELL_OCTARINE.hypnotize).toBe(50);
    expect(SPELL_OCTARINE.create_portal_force_field).toBe(80);
  });
  it("defaults an unknown race to quantam", () => {
    expect(operationsOfRace("martian")).toBe(RACE_OPERATIONS.quantam);
    expect(raceCanUse("camaar", "investigate_portal")).toBe(true);
    expect(raceCanUse("camaar", "spy_on_target")).toBe(false);
    expect(raceCanUse("revalon", "hypnotize")).toBe(true);
  });
});

describe("success chance (rules.md 14.1)", () => {
  it("is 95% with no defenders, linear in q, 0 from 1.5", () => {
    expect(chanceOfRatio(0)).toBeCloseTo(0.95);
    expect(chanceOfRatio(1)).toBeCloseTo(0.35);
    expect(chanceOfRatio(1.4999)).toBeCloseTo(0.05, 3);
    expect(chanceOfRatio(1.5)).toBe(0);
  });
  it("weights wizards by the races' magic and gives self spells 95%", () => {
    const q = operationRatio({
      operationType: "vision",
      casterRace: "partaxian",
      unitCount: 100,
      targetRace: "quantam",
      targetUnits: 100,
    });
    expect(q).toBeCloseTo(0.8 / 1.7);
    expect(
      successChance({
        operationType: "no_fear",
        casterRace: "camaar",
        unitCount: 1,
        targetRace: null,
        targetUnits: 1e9,
      }),
    ).toBeCloseTo(0.95);
  });
  it("stays within [0, 0.95] and never rises with more defenders", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        (own, d1, d2) => {
          const c = (d: number) =>
            successChance({
              operationType: "spy_on_target",
              casterRace: "quantam",
              unitCount: own,
              targetRace: "quantam",
              targetUnits: d,
            });
          const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
          expect(c(lo)).toBeGreaterThanOrEqual(c(hi));
          expect(c(lo)).toBeLessThanOrEqual(0.95);
          expect(c(hi)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
  it("maps outcomes: defended from 1.5, else the roll", () => {
    expect(rollOutcome(2, mulberry32(1))).toBe("defended");
    expect(rollOutcome(0, { next: () => 0.5, int: () => 0 })).toBe("success");
    expect(rollOutcome(1, { next: () => 0.5, int: () => 0 })).toBe("failure");
  });
  it("takes the spec's losses and never more units than were sent", () => {
    expect(operationLosses("failure", false, 100, 1)).toEqual({ agentsLost: 15, wizardsLost: 0 });
    expect(operationLosses("defended", false, 100, 3)).toEqual({ agentsLost: 20, wizardsLost: 0 });
    expect(operationLosses("success", false, 100, 0)).toEqual({ agentsLost: 1, wizardsLost: 0 });
    expect(operationLosses("failure", true, 100, 1)).toEqual({ agentsLost: 0, wizardsLost: 2 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.boolean(),
        (n, q, spell) => {
          for (const s of ["success", "failure", "defended"] as const) {
            const l = operationLosses(s, spell, n, q);
            expect(l.agentsLost).toBeGreaterThanOrEqual(0);
            expect(l.agentsLost + l.wizardsLost).toBeLessThanOrEqual(n);
          }
        },
      ),
    );
  });
});

describe("checkCast", () => {
  it("holds hostile operations to the attack rules: protection and the 35% networth range, unless retaliating", () => {
    const range = {
      casterNetworth: 10_000,
      targetNetworth: 3_500,
      targetProtectedUntilTurn: 0,
      currentTurn: 5,
      retaliation: false,
    };
    expect(checkCast({ ...base, range })).toBeNull();
    expect(checkCast({ ...base, range: { ...range, targetProtectedUntilTurn: 6 } })?.detail).toBe(
      "Target is under new-player protection",
    );
    expect(checkCast({ ...base, range: { ...range, targetNetworth: 3_499 } })?.detail).toBe(
      "Target is below 35% of your networth",
    );
    expect(checkCast({ ...base, range: { ...range, targetNetworth: 10, retaliation: true } })).toBeNull();
    // Self spells have no target to protect.
    expect(
      checkCast({
        ...base,
        operationType: "space_amazement",
        wizards: 5,
        target: null,
        targetPlayerId: null,
        range,
      }),
    ).toBeNull();
  });

  it("gives the spec's texts", () => {
    expect(checkCast({ ...base, morale: 0.03 })?.detail).toBe("Insufficient morale! Need 5%, have 3%");
    expect(insufficientMorale(0.0499)).toBe("Insufficient morale! Need 5%, have 4%");
    expect(checkCast({ ...base, agents: 0 })?.detail).toBe("No agents available!");
    expect(checkCast({ ...base, operationType: "vision", wizards: 0 })?.detail).toBe("No wizards available!");
    expect(checkCast({ ...base, targetPlayerId: null, target: null })?.detail).toBe("Please enter target player ID");
    expect(checkCast({ ...base, operationType: "place_nukes" })?.detail).toBe("Please enter target planet ID");
    expect(checkCast({ ...base, operationType: "plant_false_info" })?.detail).toBe("Please enter player ID to frame");
    expect(checkCast({ ...base, operationType: "destroy_units", targetPlanetId: "p" })?.detail).toBe(
      "Please select target unit type",
    );
    expect(
      checkCast({ ...base, operationType: "place_nukes", targetPlanetId: "p", planetOwned: false, target: null })
        ?.detail,
    ).toBe("Cannot perform operations on unowned planets.");
    expect(checkCast({ ...base, target: { id: "a", familyId: "f1" } })?.detail).toBe(
      "You cannot use this operation on your own empire",
    );
    expect(checkCast({ ...base, target: { id: "b", familyId: "f1" } })?.detail).toBe(
      "You cannot use operations on members of your family",
    );
    expect(checkCast({ ...base, casterRace: "camaar" })?.detail).toBe("Your race cannot use Spy on Target");
    expect(checkCast({ ...base, operationType: "vision", octarine: 5 })?.detail).toBe(
      "Insufficient octarine: need 10, have 5",
    );
    expect(
      checkCast({ ...base, operationType: "sabotage_portal", targetPlanetId: "p", planetIsHomeWorld: true })?.detail,
    ).toBe("Portals on home worlds cannot be sabotaged");
    expect(checkCast({ ...base, operationType: "sabotage_portal", targetPlanetId: "p" })).toBeNull();
    expect(checkCast(base)).toBeNull();
    expect(
      checkCast({ ...base, operationType: "no_fear", casterRace: "camaar", targetPlayerId: null, target: null }),
    ).toBeNull();
  });
  it("knows every operation type", () => {
    expect(OPERATION_TYPES).toHaveLength(24);
  });
  it("activates a force field 12 turns after the cast, for 10 turns", () => {
    expect([11, 12, 21, 22].map((t) => forceFieldActive(0, t))).toEqual([false, true, true, false]);
  });
});

describe("effects", () => {
  it("destroys a uniform 3-10% and never makes a stock negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer(), (stock, seed) => {
        const share = destroyedShare(mulberry32(seed));
        expect(share).toBeGreaterThanOrEqual(0.03);
        expect(share).toBeLessThan(0.1);
        const lost = destroyedAmount(stock, share);
        expect(lost).toBeGreaterThanOrEqual(0);
        expect(stock - lost).toBeGreaterThanOrEqual(0);
        expect(stock - unitsDestroyed(stock)).toBeGreaterThanOrEqual(0);
        expect(stock - nukedBuildings(stock)).toBeGreaterThanOrEqual(0);
        expect(stock - stormPopulationLoss(stock, 500)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it("takes 3% of every RP field, 30% of units, 15% (at least 1) of buildings", () => {
    expect(scientistLosses({ military: 1000, welfare: 100, economy: 33, construction: 0, resources: 10_000 })).toEqual({
      military: 30,
      welfare: 3,
      economy: 0,
      construction: 0,
      resources: 300,
    });
    expect(unitsDestroyed(100)).toBe(30);
    expect(nukedBuildings(3)).toBe(1);
    expect(nukedBuildings(40)).toBe(6);
    expect(nukedBuildings(0)).toBe(0);
  });
  it("stacks food and cash penalties with their floors", () => {
    expect(foodMultiplierOfStacks(2)).toBeCloseTo(0.8);
    expect(foodMultiplierOfStacks(9)).toBe(0.5);
    expect(cashFactoryMultiplierOfStacks(5)).toBeCloseTo(0.4);
  });
  it("distorts numbers within the spread and keeps ids", () => {
    const out = distortNumbers({ targetId: "x", networth: 1000, resources: { credits: 100 } }, 0.3, mulberry32(3));
    expect(out.targetId).toBe("x");
    expect(out.networth).toBeGreaterThanOrEqual(700);
    expect(out.networth).toBeLessThanOrEqual(1300);
  });
});

describe("economy effects", () => {
  it("cut food production and cash-factory income through empireEconomy", () => {
    const empire = homeEmpire();
    const plain = empireEconomy(empire);
    const cursed = empireEconomy({ ...empire, operationEffects: { foodMultiplier: 0.7, cashFactoryMultiplier: 0.6 } });
    expect(plain.resourceProduction.foodProduced).toBeGreaterThan(0);
    expect(cursed.resourceProduction.foodProduced).toBe(Math.floor(plain.resourceProduction.foodProduced * 0.7));
    expect(cursed.incomeBreakdown.cashFactoryIncome).toBeCloseTo(plain.incomeBreakdown.cashFactoryIncome * 0.6);
  });
});
