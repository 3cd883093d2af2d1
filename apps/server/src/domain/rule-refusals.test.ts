import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { englishRefusal, isRefusalReason, REFUSAL_CODES } from "@nova/contract";
import {
  canExplore,
  checkAttack,
  checkBuy,
  checkCast,
  checkResearchDeposit,
  checkRoleAssignment,
  checkSendOrder,
  checkTransportCapacity,
  checkVote,
  dailyLimitViolation,
  emptyFleetUnits,
  insufficient,
  type AttackCheckInput,
  type CastCheckInput,
  type FamilyPerson,
  type Refusal,
} from "@nova/rules";
import { describe, expect, it } from "vitest";

/**
 * The rules cannot import the contract, so they name their refusals' reasons as plain strings (issues 11 and 15).
 * This checks, for the refusals the rules make, that each reason is one of the contract's and that the contract's
 * template filled with the rule's data is the rule's English detail, byte for byte.
 */
const person = (playerId: string, overrides: Partial<FamilyPerson> = {}): FamilyPerson => ({
  playerId,
  familyId: "g:family-1",
  isNpc: false,
  role: "member",
  ...overrides,
});
const attack: AttackCheckInput = {
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
const cast: CastCheckInput = {
  operationType: "space_amazement",
  casterId: "a",
  casterRace: "quantam",
  casterFamilyId: null,
  morale: 1,
  octarine: 50_000,
  agents: 10,
  wizards: 10,
  targetPlayerId: null,
  targetPlanetId: null,
  framedPlayerId: null,
  targetUnitType: null,
  target: null,
  planetOwned: false,
};
const units = { ...emptyFleetUnits(), soldiers: 5_000, explorers: 2, fighters: 3 };

// Order checks answer `{ ok: false, ...refusal }`; the refusal's fields are what is checked.
const RULE_REFUSALS = [
  insufficient("iron", 35_000, 1_200),
  insufficient("fighters", 21, 20, "invalid_action"),
  dailyLimitViolation("portal", 1, { portal: 1 }, { explorer: 8, portal: 1 }),
  checkTransportCapacity({ soldiers: 3_000, droids: 200, transports: 2 }),
  canExplore({ completedBuildings: 100, totalSize: 250 }),
  checkResearchDeposit(0, 10),
  checkResearchDeposit(5_000, 10),
  checkBuy({ resource: "iron", quantity: 2_000, marketStock: 1_500.5, credits: 1e12 } as Parameters<
    typeof checkBuy
  >[0]),
  checkAttack({ ...attack, targetOwnerId: null }),
  checkAttack({ ...attack, targetOwnerId: "p1" }),
  checkAttack({ ...attack, targetFamilyId: "g:family-1" }),
  checkAttack({ ...attack, targetIsHomeWorld: true }),
  checkAttack({ ...attack, targetProtectedUntilTurn: 101 }),
  checkAttack({ ...attack, targetNetworth: 3_499 }),
  checkAttack({ ...attack, attackerMorale: 0 }),
  checkAttack({ ...attack, targetRecentLosses: { planetsLost: 2, planetsNow: 2, attackedSince: false } }),
  checkCast({ ...cast, morale: 0.03 }),
  checkCast({ ...cast, octarine: 1 }),
  checkCast({ ...cast, agents: 0, wizards: 0 }),
  checkCast({ ...cast, casterRace: "camaar", operationType: "spy_on_target" }),
  checkVote(person("a", { isNpc: true }), person("b")),
  checkVote(person("a", { familyId: null }), person("b")),
  checkVote(person("a"), null),
  checkVote(person("a"), person("b", { familyId: "g:family-2" })),
  checkVote(person("a"), person("b", { isNpc: true })),
  checkRoleAssignment(person("a"), person("b"), "rogue"),
  checkRoleAssignment(person("a", { role: "leader" }), person("a", { role: "leader" }), "member"),
  checkRoleAssignment(person("a", { role: "leader" }), person("b", { familyId: "g:family-2" }), "rogue"),
  checkRoleAssignment(person("a", { role: "leader" }), person("b"), "leader"),
  checkRoleAssignment(person("a", { role: "leader" }), person("b"), "admiral"),
  checkSendOrder({ mission: "attack", available: units, requested: { lasers: 1 } }),
  checkSendOrder({ mission: "attack", available: units, requested: {} }),
  checkSendOrder({ mission: "move", available: units, requested: {} }),
  checkSendOrder({ mission: "exploration", available: units, requested: { fighters: 1 } }),
  checkSendOrder({ mission: "exploration", available: units, requested: { explorers: 1, fighters: 1 } }),
  checkSendOrder({ mission: "attack", available: units, requested: { explorers: 1 } }),
  checkSendOrder({ mission: "attack", available: units, requested: { soldiers: 3_000 } }),
] as readonly (object | null)[] as readonly (Refusal | null)[];

/** Every reason named anywhere in the rules' sources (`because("…"`, and the local helpers that wrap it). */
const namedInSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return namedInSources(path);
    if (!name.endsWith(".ts") || name.endsWith(".test.ts")) return [];
    return [...readFileSync(path, "utf8").matchAll(/\b(?:because|named|no)\(\s*"(\w+)"/g)].map((m) => m[1]!);
  });

describe("the rules' refusal reasons", () => {
  it.each(RULE_REFUSALS.map((r, i) => [i, r] as const))("refusal %i renders from its reason", (_i, refusal) => {
    expect(refusal?.reason).toBeDefined();
    const reason = refusal!.reason!;
    expect(isRefusalReason(reason)).toBe(true);
    if (!isRefusalReason(reason)) return;
    expect(englishRefusal(reason, refusal!.data)).toBe(refusal!.detail);
    // A rule's code is the reason's, except the one reason with a second code.
    if (reason !== "insufficient_resource_amount") expect(refusal!.code).toBe(REFUSAL_CODES[reason]);
  });

  it("names only the contract's reasons in its sources", () => {
    const named = namedInSources(join(import.meta.dirname, "../../../../packages/rules/src"));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((reason) => !isRefusalReason(reason))).toEqual([]);
  });
});
