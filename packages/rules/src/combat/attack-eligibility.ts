import { because, refuse, type Refusal } from "../refusal.ts";

/** Why an attack is refused: the code maps to an HTTP status, the detail is the spec's text (rules.md 18). */
export type AttackRefusal = Refusal<"invalid_action" | "forbidden">;

export interface AttackCheckInput {
  readonly attackerId: string;
  readonly attackerFamilyId: string | null;
  /** The target planet's owner, or null for a neutral planet. */
  readonly targetOwnerId: string | null;
  readonly targetFamilyId: string | null;
  readonly targetIsHomeWorld: boolean;
  readonly attackerNetworth: number;
  readonly targetNetworth: number;
  /** The target attacked the attacker, or ran a hostile operation on them, within the last 48 hours (IC S5). */
  readonly retaliation: boolean;
  /** The target's new-player protection lasts while `currentTurn < targetProtectedUntilTurn`. */
  readonly targetProtectedUntilTurn: number | null;
  readonly currentTurn: number;
  /** Current morale as a fraction; must be above 0 to initiate combat. */
  readonly attackerMorale: number;
  /**
   * "send" checks everything except morale (a fleet may leave with morale ≤ 0 and wait, rules.md 13.1);
   * "initiate" (the default) checks everything again when combat starts.
   */
  readonly stage?: "send" | "initiate";
  /** The families are at war (dormant): the range drops to 25%. */
  readonly atWar?: boolean;
  /** Config `attackRange` (default 0.35). */
  readonly attackRange?: number;
  /**
   * The target's recent war record (`BEATEN_WINDOW_TURNS`): planets it lost to attacks, planets it holds now, and
   * whether it attacked anyone since. Absent: not checked.
   */
  readonly targetRecentLosses?: {
    readonly planetsLost: number;
    readonly planetsNow: number;
    readonly attackedSince: boolean;
  };
}

/** How far back (in turns) the beaten-empire protection counts lost planets (IC S5; rules.md 13.1). */
export const BEATEN_WINDOW_TURNS = 48;
/** An empire that lost half its planets to attacks without striking back is left alone (IC S5). */
export const BEATEN_PROTECTED_MESSAGE = "Target has lost half of its planets recently and is protected";

/**
 * Whether an empire lost at least half of its planets to attacks in the window (lost ≥ what it still holds) and
 * attacked nobody since: IC's protection of beaten empires (rules.md 13.1).
 */
export const isBeatenEmpire = (losses: NonNullable<AttackCheckInput["targetRecentLosses"]>): boolean =>
  losses.planetsLost > 0 && losses.planetsLost >= losses.planetsNow && !losses.attackedSince;

export const DEFAULT_ATTACK_RANGE = 0.35;
export const WAR_ATTACK_RANGE = 0.25;

/** New-player protection covers attacks and hostile operations alike (rules.md 4). */
export const TARGET_PROTECTED_MESSAGE = "Target is under new-player protection";
/** The networth range refusal, e.g. "Target is below 35% of your networth". */
export const belowRangeMessage = (range: number): string =>
  `Target is below ${Math.round(range * 100)}% of your networth`;

/** The networth range refusal itself, for attacks and hostile operations alike. */
export const belowRange = (range: number): Refusal<"forbidden"> =>
  because("target_below_range", refuse("forbidden", belowRangeMessage(range), { percent: Math.round(range * 100) }));

/** The refusal for a home-world target (rules.md 18); the web client shows it before anyone tries. */
export const HOME_WORLD_ATTACK_MESSAGE = "Home worlds cannot be attacked";

/**
 * Attack eligibility (rules.md 13.1), first failure wins: the planet must belong to another player, not a family
 * member, and not be a home world; the target must not be under new-player protection, nor beaten (half its
 * planets lost lately without striking back) unless this is retaliation; its networth must be at least 35% of the
 * attacker's unless this is retaliation; morale must be above 0 when combat is initiated.
 * Returns null when the attack is allowed.
 */
export const checkAttack = (input: AttackCheckInput): AttackRefusal | null => {
  if (input.targetOwnerId === null) {
    return because(
      "attack_unowned",
      refuse("invalid_action", "Planet is not owned by another player; explore neutral planets instead"),
    );
  }
  if (input.targetOwnerId === input.attackerId)
    return because("attack_own_planet", refuse("invalid_action", "You cannot attack your own planet"));
  if (input.attackerFamilyId !== null && input.attackerFamilyId === input.targetFamilyId) {
    return because("attack_family", refuse("forbidden", "You cannot attack a member of your family"));
  }
  if (input.targetIsHomeWorld) return because("home_world_attack", refuse("forbidden", HOME_WORLD_ATTACK_MESSAGE));
  if (input.targetProtectedUntilTurn !== null && input.currentTurn < input.targetProtectedUntilTurn) {
    return because("target_protected", refuse("forbidden", TARGET_PROTECTED_MESSAGE));
  }
  // Retaliation against the one who struck is always allowed; anyone else leaves a beaten empire alone.
  if (!input.retaliation && input.targetRecentLosses && isBeatenEmpire(input.targetRecentLosses)) {
    return because("target_beaten", refuse("forbidden", BEATEN_PROTECTED_MESSAGE));
  }
  // The tolerance keeps a target at exactly 35% in range despite binary fractions (0.35 × 1000).
  const range = input.atWar ? WAR_ATTACK_RANGE : (input.attackRange ?? DEFAULT_ATTACK_RANGE);
  if (!input.retaliation && input.targetNetworth < range * input.attackerNetworth * (1 - 1e-12)) {
    return belowRange(range);
  }
  if ((input.stage ?? "initiate") === "initiate" && !(input.attackerMorale > 0)) {
    return because("morale_too_low", refuse("invalid_action", "Your morale is too low to attack"));
  }
  return null;
};
