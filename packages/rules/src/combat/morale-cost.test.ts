import { describe, expect, it } from "vitest";
import { moraleAfterLoss } from "../economy/morale.ts";
import { attackMoraleCost } from "./morale-cost.ts";

describe("attackMoraleCost (rules.md 13.2)", () => {
  it.each([
    [10, 10, 0.186],
    [100, 100, 0.04],
    [100, 20, 0.267],
    [200, 20, 0.41],
  ])("a first attack at %i vs %i planets costs about %f", (attackerPlanets, defenderPlanets, expected) => {
    expect(attackMoraleCost({ attackerPlanets, defenderPlanets })).toBeCloseTo(expected, 2);
  });

  it("matches the formula to more places: 10 vs 10 is 4 / 0.1^(2/3)", () => {
    expect(attackMoraleCost({ attackerPlanets: 10, defenderPlanets: 10 })).toBeCloseTo(0.18566, 5);
  });

  it("costs more for repeated attacks on the same defender, most for the recent ones", () => {
    const first = attackMoraleCost({ attackerPlanets: 100, defenderPlanets: 100 });
    const recent = attackMoraleCost({
      attackerPlanets: 100,
      defenderPlanets: 100,
      recentAttacks: { last26: 2, from26To52: 0, from52To78: 0 },
    });
    const old = attackMoraleCost({
      attackerPlanets: 100,
      defenderPlanets: 100,
      recentAttacks: { last26: 0, from26To52: 0, from52To78: 2 },
    });
    // Y = 1 + 2/10 × sqrt(1) = 1.2: loss = 1 + 3 × 1.2 = 4.6%.
    expect(recent).toBeCloseTo(0.046, 6);
    expect(old).toBeCloseTo(0.0415, 6);
    expect(first).toBeLessThan(old);
  });

  it("clamps to 1%..50%", () => {
    expect(attackMoraleCost({ attackerPlanets: 1000, defenderPlanets: 1000 })).toBe(0.01);
    expect(attackMoraleCost({ attackerPlanets: 1, defenderPlanets: 1 })).toBe(0.5);
    expect(attackMoraleCost({ attackerPlanets: 0, defenderPlanets: 0 })).toBe(0.5);
  });

  it("multiplies by 2.5 under a NAP and by 4 against a target at war, before the clamp", () => {
    expect(attackMoraleCost({ attackerPlanets: 100, defenderPlanets: 100, nonAggressionPact: true })).toBeCloseTo(
      0.1,
      9,
    );
    expect(attackMoraleCost({ attackerPlanets: 100, defenderPlanets: 100, targetAtWar: true })).toBeCloseTo(0.16, 9);
    expect(attackMoraleCost({ attackerPlanets: 10, defenderPlanets: 10, targetAtWar: true })).toBe(0.5);
  });

  it("is applied with moraleAfterLoss, which keeps the 0% floor", () => {
    expect(moraleAfterLoss(1, attackMoraleCost({ attackerPlanets: 100, defenderPlanets: 100 }))).toBe(0.96);
    expect(moraleAfterLoss(0.3, 0.5)).toBe(0);
  });
});
