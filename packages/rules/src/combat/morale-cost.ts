/** Recent attacks by this attacker on this defender, counted by how many turns ago they were made. */
export interface RecentAttacks {
  /** Attacks in the last 26 turns. */
  readonly last26: number;
  /** Attacks 26–52 turns ago. */
  readonly from26To52: number;
  /** Attacks 52–78 turns ago. */
  readonly from52To78: number;
}

export interface AttackMoraleInput {
  readonly attackerPlanets: number;
  readonly defenderPlanets: number;
  /** Omitted: a first attack. */
  readonly recentAttacks?: RecentAttacks;
  /** Dormant until diplomacy exists: the families have a NAP (×2.5, IC S3). */
  readonly nonAggressionPact?: boolean;
  /** Dormant until diplomacy exists: the target is at war (×4, IC S3). */
  readonly targetAtWar?: boolean;
}

/** Smallest and largest morale cost of one attack, in percent (rules.md 13.2, [P] clamp). */
export const ATTACK_MORALE_MIN_PCT = 1;
export const ATTACK_MORALE_MAX_PCT = 50;
export const NAP_MORALE_MULTIPLIER = 2.5;
export const WAR_MORALE_MULTIPLIER = 4;

/**
 * Morale an attack costs, as a fraction (0.186 = 18.6%), by IC's formula (rules.md 13.2, S4):
 * `X = aP/dP`, `Y = 1 + (A26/10 + A52/20 + A78/40) × sqrt(100/dP)`,
 * `loss% = (1 + 3 × X^(4/3) × Y) / (aP/100)^(2/3)`, times the NAP and war multipliers, clamped to 1–50%.
 * Planet counts below 1 count as 1. Apply it with `moraleAfterLoss`.
 */
export const attackMoraleCost = (input: AttackMoraleInput): number => {
  const attackerPlanets = Math.max(1, input.attackerPlanets);
  const defenderPlanets = Math.max(1, input.defenderPlanets);
  const recent = input.recentAttacks ?? { last26: 0, from26To52: 0, from52To78: 0 };
  const x = attackerPlanets / defenderPlanets;
  const y =
    1 + (recent.last26 / 10 + recent.from26To52 / 20 + recent.from52To78 / 40) * Math.sqrt(100 / defenderPlanets);
  let pct = (1 + 3 * x ** (4 / 3) * y) / (attackerPlanets / 100) ** (2 / 3);
  if (input.nonAggressionPact) pct *= NAP_MORALE_MULTIPLIER;
  if (input.targetAtWar) pct *= WAR_MORALE_MULTIPLIER;
  return Math.min(ATTACK_MORALE_MAX_PCT, Math.max(ATTACK_MORALE_MIN_PCT, pct)) / 100;
};
