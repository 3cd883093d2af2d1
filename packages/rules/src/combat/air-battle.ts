import { floorAmount } from "../economy/rounding.ts";
import { englishPhase } from "./battle-english.ts";
import { plain, unitList, type BattlePhaseText } from "./battle-texts.ts";
import type { BattlePhase } from "./battle-types.ts";
import type { CombatConfig } from "./combat-config.ts";
import { NO_FORCE, nonZero, type Force } from "./force.ts";
import { troopsLostWithTransports } from "./troop-losses.ts";
import { FIGHTING_POINTS } from "./unit-stats.ts";

export interface AirBattleResult {
  readonly attackerLosses: Force;
  readonly defenderLosses: Force;
  readonly phase: BattlePhase;
}

/**
 * Phase 2, "Air Battle" (rules.md 12.4, [P] formula on IC S1). Fighter strengths
 * `FA = fighters × 10 × attMult` and `FD = fighters × 10 × defMult × 1.20`; each side loses at most 30% of its
 * fighters, scaled by the other side's share of the total. Only defending fighters hit bombers and transports
 * (the same loss fraction as the attacker's fighters); troops die with their transports.
 */
export const airBattle = (
  attacker: Force,
  defender: Force,
  attMult: number,
  defMult: number,
  config: CombatConfig,
): AirBattleResult => {
  const fa = attacker.fighters * FIGHTING_POINTS.fighters.airAttack * attMult;
  const fd = defender.fighters * FIGHTING_POINTS.fighters.airDefence * defMult * config.defenderAirBonus;
  if (!(fa + fd > 0)) {
    return {
      attackerLosses: NO_FORCE,
      defenderLosses: NO_FORCE,
      phase: {
        phaseName: "Air Battle",
        description: englishPhase([plain("phase_no_fighters")]),
        texts: [plain("phase_no_fighters")],
        attackerLosses: {},
        defenderLosses: {},
      },
    };
  }
  const attackerFraction = config.airLossCap * (fd / (fa + fd));
  const defenderFraction = config.airLossCap * (fa / (fa + fd));
  const lose = (count: number, fraction: number): number => Math.min(count, floorAmount(count * fraction));
  const fighters = lose(attacker.fighters, attackerFraction);
  const bombers = fd > 0 ? lose(attacker.bombers, attackerFraction) : 0;
  const transports = fd > 0 ? lose(attacker.transports, attackerFraction) : 0;
  const troops = troopsLostWithTransports(attacker, attacker.transports, transports);
  const attackerLosses: Force = { ...troops, fighters, bombers, transports };
  const defenderLosses: Force = { ...NO_FORCE, fighters: lose(defender.fighters, defenderFraction) };

  // Strengths are shown rounded, as whole numbers.
  const attacking = { attackers: attacker.fighters, attackStrength: Math.round(fa) };
  const defending = { defenders: defender.fighters, defenceStrength: Math.round(fd) };
  const lost = {
    attackerLost: unitList(attackerLosses, ["fighters", "bombers", "transports"]),
    troops: troops.soldiers + troops.droids,
    defenderLost: unitList(defenderLosses, ["fighters"]),
  };
  let text: BattlePhaseText;
  if (fd === 0) text = { code: "phase_air_unopposed", params: attacking };
  else if (fa === 0) text = { code: "phase_air_struck", params: { ...defending, ...lost } };
  else text = { code: "phase_air_fought", params: { ...attacking, ...defending, ...lost } };
  return {
    attackerLosses,
    defenderLosses,
    phase: {
      phaseName: "Air Battle",
      description: englishPhase([text]),
      texts: [text],
      attackerLosses: nonZero(attackerLosses),
      defenderLosses: nonZero(defenderLosses),
    },
  };
};
