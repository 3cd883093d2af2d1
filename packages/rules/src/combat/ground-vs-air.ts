import type { Random } from "../random/seeded-random.ts";
import { englishPhase } from "./battle-english.ts";
import { plain, unitCount, unitList, type BattlePhaseText } from "./battle-texts.ts";
import type { BattlePhase } from "./battle-types.ts";
import { troopsLostWithTransports } from "./troop-losses.ts";
import { nonZero, type Force } from "./force.ts";
import { BOMBER_LASER_KILL_CHANCE, LASER_SHOTS } from "./unit-stats.ts";

export interface GroundVsAirResult {
  readonly lasersKilled: number;
  /** Attacker losses per combat unit (transports, bombers, and the troops aboard lost transports). */
  readonly attackerLosses: Force;
  readonly phase: BattlePhase;
}

/** Draws at most once, and only when the chance is strictly between 0 and 1. */
const bernoulli = (random: Random, chance: number): number => {
  if (chance <= 0) return 0;
  if (chance >= 1) return 1;
  return random.next() < chance ? 1 : 0;
};

/**
 * Phase 1, "Ground vs Air" (rules.md 12.4, IC S1). Bombers destroy
 * `min(L, floor(0.1 × B) + bernoulli(frac(0.1 × B)))` lasers (one random draw at most); each remaining laser fires
 * 10 shots, which destroy transports first and then bombers, one unit per shot; troops die with their transports.
 */
export const groundVsAir = (attacker: Force, lasers: number, random: Random): GroundVsAirResult => {
  // 0.1 × B split exactly into whole lasers and the leftover chance (12 bombers: 1 laser, then 20%).
  const bombersPerLaser = Math.round(1 / BOMBER_LASER_KILL_CHANCE);
  const leftover = attacker.bombers % bombersPerLaser;
  const whole = (attacker.bombers - leftover) / bombersPerLaser;
  const lasersKilled = lasers > 0 ? Math.min(lasers, whole + bernoulli(random, leftover / bombersPerLaser)) : 0;
  const firing = lasers - lasersKilled;
  const shots = LASER_SHOTS * firing;
  const transports = Math.min(attacker.transports, shots);
  const bombers = Math.min(attacker.bombers, shots - transports);
  const troops = troopsLostWithTransports(attacker, attacker.transports, transports);
  const attackerLosses: Force = { ...troops, fighters: 0, bombers, transports };

  const parts: BattlePhaseText[] = [];
  if (lasers === 0) parts.push(plain("phase_no_lasers"));
  else if (attacker.bombers === 0) parts.push(plain("phase_no_bombers"));
  else {
    const bombed = { bombers: unitCount("bombers", attacker.bombers), lasers: unitCount("lasers", lasersKilled) };
    parts.push({ code: "phase_lasers_bombed", params: bombed });
  }
  if (lasers > 0) {
    if (firing === 0) parts.push(plain("phase_no_lasers_left"));
    else if (transports + bombers === 0)
      parts.push({ code: "phase_lasers_idle", params: { lasers: unitCount("lasers", firing) } });
    else {
      const losses = unitList({ transports, bombers }, ["transports", "bombers"]);
      const fired = { lasers: unitCount("lasers", firing), losses, troops: troops.soldiers + troops.droids };
      parts.push({ code: "phase_lasers_fired", params: fired });
    }
  }
  return {
    lasersKilled,
    attackerLosses,
    phase: {
      phaseName: "Ground vs Air",
      description: englishPhase(parts),
      texts: parts,
      attackerLosses: nonZero(attackerLosses),
      defenderLosses: lasersKilled > 0 ? { lasers: lasersKilled } : {},
    },
  };
};
