import { floorAmount } from "../economy/rounding.ts";
import { englishPhase } from "./battle-english.ts";
import { plain, unitList, type BattlePhaseText } from "./battle-texts.ts";
import type { BattlePhase } from "./battle-types.ts";
import type { CombatConfig } from "./combat-config.ts";
import { NO_FORCE, nonZero, type Force } from "./force.ts";
import { FIGHTING_POINTS } from "./unit-stats.ts";

export interface GroundBattleResult {
  /** The landed troops took the planet. */
  readonly attackerWins: boolean;
  readonly attackerLosses: Force;
  readonly defenderLosses: Force;
  readonly phase: BattlePhase;
}

/** The winner loses at least one unit of every type it fielded 10 or more of (rules.md 12.4). */
const MIN_LOSS_FROM = 10;

export const groundPower = (troops: Force, side: "groundAttack" | "groundDefence", mult: number): number =>
  (troops.soldiers * FIGHTING_POINTS.soldiers[side] + troops.droids * FIGHTING_POINTS.droids[side]) * mult;

const troopLosses = (troops: Force, fraction: number, atLeastOne: boolean): Force => {
  const lose = (count: number): number => {
    const lost = Math.min(count, floorAmount(count * fraction));
    return atLeastOne && lost === 0 && count >= MIN_LOSS_FROM ? 1 : lost;
  };
  return { ...NO_FORCE, soldiers: lose(troops.soldiers), droids: lose(troops.droids) };
};

/**
 * Phase 3, "Ground Battle" (rules.md 12.4, [P]). `A = (2 × soldiers + 5 × droids) × attMult` for the landed
 * troops, `D = (5 × soldiers + 3 × droids) × defMult`. The attacker wins if A > D and A > 0 (a tie holds the
 * planet). The winner loses `0.15 × loser/winner` of each type (floor, at least 1 of a type it had 10 or more of),
 * the loser `min(1, 0.50 × winner/loser)`. No landed troops: nothing happens and the planet holds. No defending
 * troops: the planet falls to any landed troop without losses.
 */
export const groundBattle = (
  landed: Force,
  defender: Force,
  attMult: number,
  defMult: number,
  config: CombatConfig,
): GroundBattleResult => {
  const attackers = landed.soldiers + landed.droids;
  const defenders = defender.soldiers + defender.droids;
  const quiet = (attackerWins: boolean, text: BattlePhaseText): GroundBattleResult => ({
    attackerWins,
    attackerLosses: NO_FORCE,
    defenderLosses: NO_FORCE,
    phase: {
      phaseName: "Ground Battle",
      description: englishPhase([text]),
      texts: [text],
      attackerLosses: {},
      defenderLosses: {},
    },
  });
  if (attackers === 0) return quiet(false, plain("phase_ground_none"));
  if (defenders === 0) return quiet(true, { code: "phase_ground_undefended", params: { troops: attackers } });

  const a = groundPower(landed, "groundAttack", attMult);
  const d = groundPower(defender, "groundDefence", defMult);
  // A tie holds the planet; the tolerance keeps floating-point noise (1,000 × 1.1) from breaking a real tie.
  const attackerWins = a > d + Math.max(1e-9, 1e-12 * d) && a > 0;
  const [winnerPower, loserPower] = attackerWins ? [a, d] : [d, a];
  const winnerFraction = winnerPower > 0 ? (config.groundLossWinner * loserPower) / winnerPower : 0;
  const loserFraction = Math.min(1, (config.groundLossLoser * winnerPower) / Math.max(loserPower, 1));
  const attackerLosses = troopLosses(landed, attackerWins ? winnerFraction : loserFraction, attackerWins);
  const defenderLosses = troopLosses(defender, attackerWins ? loserFraction : winnerFraction, !attackerWins);

  const order = ["soldiers", "droids"] as const;
  const text: BattlePhaseText = {
    code: "phase_ground_fought",
    params: {
      attackers,
      attackStrength: Math.round(a),
      defenders,
      defenceStrength: Math.round(d),
      winner: attackerWins ? "attacker" : "defender",
      attackerLost: unitList(attackerLosses, order),
      defenderLost: unitList(defenderLosses, order),
    },
  };
  return {
    attackerWins,
    attackerLosses,
    defenderLosses,
    phase: {
      phaseName: "Ground Battle",
      description: englishPhase([text]),
      texts: [text],
      attackerLosses: nonZero(attackerLosses),
      defenderLosses: nonZero(defenderLosses),
    },
  };
};
