import { emptyFleetUnits } from "../catalogue/units.ts";
import type { Random } from "../random/seeded-random.ts";
import { airBattle } from "./air-battle.ts";
import { attackerAftermath, defenderAftermath } from "./battle-aftermath.ts";
import type { BattleInput, BattleResult } from "./battle-types.ts";
import { DEFAULT_COMBAT_CONFIG, type CombatConfig } from "./combat-config.ts";
import { addUnits, subtractUnits } from "./fleet-units-math.ts";
import { addForces, forceAsUnits, forceOf, NO_FORCE, nonZero, subtractForces, type Force } from "./force.ts";
import { groundBattle } from "./ground-battle.ts";
import { groundVsAir } from "./ground-vs-air.ts";
import { outcomePhase } from "./outcome-phase.ts";
import { decidePlanetOutcome, planetAftermath } from "./planet-outcome.ts";
import { attackMultiplier, defenceMultiplier } from "./strength-multipliers.ts";

/**
 * Resolves one attack (rules.md 12): phase 1 Ground vs Air, phase 2 Air Battle, phase 3 Ground Battle,
 * phase 4 Outcome. Works on unit counts only, so it costs the same for ten units as for ten million.
 * Pure: the input is never changed, and `random` is drawn at most once (the bombers' fractional laser chance),
 * so a battle replays exactly from its seed.
 */
export const resolveBattle = (input: BattleInput, random: Random): BattleResult => {
  const config: CombatConfig = { ...DEFAULT_COMBAT_CONFIG, ...input.config };
  const { attacker, defender, planet } = input;
  const attMult = attackMultiplier(attacker.race, attacker.military, attacker.noFear);
  const defMult = defenceMultiplier(defender.military, defender.noFear);
  const lasers = Math.max(0, planet.buildings.laser ?? 0);
  const stationed = forceOf(defender.stationedUnits);
  const home = defender.homeFleetDefends ? forceOf(defender.homeFleetUnits) : NO_FORCE;
  const defending = addForces(stationed, home);

  let att = forceOf(attacker.units);
  const phase1 = groundVsAir(att, lasers, random);
  att = subtractForces(att, phase1.attackerLosses);
  const phase2 = airBattle(att, defending, attMult, defMult, config);
  att = subtractForces(att, phase2.attackerLosses);
  let def = subtractForces(defending, phase2.defenderLosses);
  // Troops reach the ground only aboard a transport; with every transport lost they died with them.
  const landed: Force = att.transports > 0 ? { ...NO_FORCE, soldiers: att.soldiers, droids: att.droids } : NO_FORCE;
  const phase3 = groundBattle(landed, def, attMult, defMult, config);
  att = subtractForces(att, phase3.attackerLosses);
  def = subtractForces(def, phase3.defenderLosses);

  const exactRatio = attacker.networth / Math.max(1, defender.networth);
  const outcome = decidePlanetOutcome(phase3.attackerWins, exactRatio, config);
  const planetAfter = planetAftermath(outcome, planet, phase1.lasersKilled, config);

  const attackerLosses = forceAsUnits(subtractForces(forceOf(attacker.units), att));
  const survivors = subtractUnits(attacker.units, attackerLosses);
  const attackerAfter = attackerAftermath(survivors, outcome, landed.soldiers + landed.droids > 0, config);
  const defenderLosses = subtractForces(defending, def);
  const defenderAfter = defenderAftermath(
    defender.stationedUnits,
    defender.homeFleetUnits,
    stationed,
    home,
    defenderLosses,
    outcome,
  );

  const homeUnits = defender.homeFleetDefends ? forceAsUnits(home) : null;
  const defenderInitialUnits = addUnits(defender.stationedUnits, homeUnits ?? emptyFleetUnits());
  defenderInitialUnits.lasers += lasers;
  const phase4 = outcomePhase({
    outcome,
    ratio: exactRatio,
    attacker: attackerAfter,
    stationedDestroyed: defenderAfter.stationedDestroyedAfterBattle,
    planet: planetAfter,
    config,
  });
  return {
    report: {
      winner: phase3.attackerWins ? "attacker" : "defender",
      planetOutcome: outcome,
      networthRatio: Math.round(exactRatio * 10_000) / 10_000,
      attackerNetworth: attacker.networth,
      defenderNetworth: defender.networth,
      attackerInitialUnits: { ...attacker.units },
      defenderInitialUnits,
      defenderHomeFleetUnits: homeUnits,
      defenderInitialLasers: lasers,
      phases: [phase1.phase, phase2.phase, phase3.phase, phase4],
      attackerTotalLosses: nonZero(attackerLosses),
      defenderTotalLosses: nonZero({ ...forceAsUnits(defenderLosses), lasers: phase1.lasersKilled }),
    },
    attacker: attackerAfter,
    defender: defenderAfter,
    planet: planetAfter,
  };
};
