import { describe, expect, it } from "vitest";
import { checkAttack, type AttackCheckInput } from "./attack-eligibility.ts";

const base: AttackCheckInput = {
  attackerId: "p1",
  attackerFamilyId: "g:family-1",
  targetOwnerId: "p2",
  targetFamilyId: "g:family-2",
  targetIsHomeWorld: false,
  attackerNetworth: 10_000,
  targetNetworth: 5_000,
  retaliation: false,
  targetProtectedUntilTurn: null,
  currentTurn: 100,
  attackerMorale: 0.5,
};

describe("checkAttack (rules.md 13.1, 18)", () => {
  it("allows an attack on another family's colony in range", () => {
    expect(checkAttack(base)).toBeNull();
  });

  it.each<[string, Partial<AttackCheckInput>, string, string]>([
    [
      "a neutral planet",
      { targetOwnerId: null },
      "invalid_action",
      "Planet is not owned by another player; explore neutral planets instead",
    ],
    ["one's own planet", { targetOwnerId: "p1" }, "invalid_action", "You cannot attack your own planet"],
    ["a family member", { targetFamilyId: "g:family-1" }, "forbidden", "You cannot attack a member of your family"],
    ["a home world", { targetIsHomeWorld: true }, "forbidden", "Home worlds cannot be attacked"],
    ["a protected newcomer", { targetProtectedUntilTurn: 101 }, "forbidden", "Target is under new-player protection"],
    ["a target below 35%", { targetNetworth: 3_499 }, "forbidden", "Target is below 35% of your networth"],
    ["zero morale", { attackerMorale: 0 }, "invalid_action", "Your morale is too low to attack"],
    [
      "an empire that lost half its planets and struck nobody back",
      { targetRecentLosses: { planetsLost: 2, planetsNow: 2, attackedSince: false } },
      "forbidden",
      "Target has lost half of its planets recently and is protected",
    ],
  ])("refuses %s", (_label, change, code, detail) => {
    expect(checkAttack({ ...base, ...change })).toMatchObject({ code, detail });
  });

  it("lets a beaten empire be attacked once it strikes again, by the one it hit, or while it lost less than half", () => {
    const beaten = { planetsLost: 3, planetsNow: 2, attackedSince: false };
    expect(checkAttack({ ...base, targetRecentLosses: { ...beaten, attackedSince: true } })).toBeNull();
    expect(checkAttack({ ...base, targetRecentLosses: beaten, retaliation: true })).toBeNull();
    expect(checkAttack({ ...base, targetRecentLosses: { ...beaten, planetsLost: 1 } })).toBeNull();
    expect(checkAttack({ ...base, targetRecentLosses: { ...beaten, planetsLost: 0, planetsNow: 0 } })).toBeNull();
  });

  it("accepts a target at exactly 35%, and ends protection at its turn", () => {
    expect(checkAttack({ ...base, targetNetworth: 3_500 })).toBeNull();
    expect(checkAttack({ ...base, attackerNetworth: 1_000, targetNetworth: 350 })).toBeNull();
    expect(checkAttack({ ...base, targetProtectedUntilTurn: 100 })).toBeNull();
  });

  it("lifts the range, and only the range, in retaliation", () => {
    expect(checkAttack({ ...base, targetNetworth: 100, retaliation: true })).toBeNull();
    expect(checkAttack({ ...base, targetIsHomeWorld: true, retaliation: true })?.detail).toBe(
      "Home worlds cannot be attacked",
    );
  });

  it("uses 25% between families at war, and the configured range otherwise", () => {
    expect(checkAttack({ ...base, targetNetworth: 2_600, atWar: true })).toBeNull();
    expect(checkAttack({ ...base, targetNetworth: 4_000, attackRange: 0.5 })?.detail).toBe(
      "Target is below 50% of your networth",
    );
  });

  it("skips the morale check when a fleet is only being sent", () => {
    expect(checkAttack({ ...base, attackerMorale: -0.2, stage: "send" })).toBeNull();
  });

  it("treats players without a family as strangers", () => {
    expect(checkAttack({ ...base, attackerFamilyId: null, targetFamilyId: null })).toBeNull();
  });
});
