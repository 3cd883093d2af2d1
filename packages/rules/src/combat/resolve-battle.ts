import { emptyFleetUnits, FLEET_UNIT_KEYS, type FleetUnits } from "../catalogue/units.ts";
import type { Random } from "../random/seeded-random.ts";
import { airBattle } from "./air-battle.ts";
import { apportionLosses } from "./apportion-losses.ts";
import type { AttackerAftermath, BattleInput, BattleResult, DefenderAftermath } from "./battle-types.ts";
import { DEFAULT_COMBAT_CONFIG, type CombatConfig } from "./combat-config.ts";
import { addForces, forceAsUnits, forceOf, NO_FORCE, nonZero, subtractForces, type Force } from "./force.ts";
import { groundBattle } from "./ground-battle.ts";
import { groundVsAir } from "./ground-vs-air.ts";
import { outcomePhase } from "./outcome-phase.ts";
import { decidePlanetOutcome, planetAftermath } from "./planet-outcome.ts";
import { attackMultiplier, defenceMultiplier } from "./strength-multipliers.ts";
import { COMBAT_UNIT_KEYS, isCombatUnitKey } from "./unit-stats.ts";

const minus = (a: Readonly<FleetUnits>, b: Readonly<FleetUnits>): FleetUnits => {
  const out = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) out[key] = a[key] - b[key];
  return out;
};

const plus = (a: Readonly<FleetUnits>, b: Readonly<FleetUnits>): FleetUnits => {
  const out = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) out[key] = a[key] + b[key];
  return out;
};

/** The keys of `units` that pass the test; the others 0. */
const pick = (units: Readonly<FleetUnits>, keep: (key: (typeof FLEET_UNIT_KEYS)[number]) => boolean): FleetUnits => {
  const out = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) if (keep(key)) out[key] = units[key];
  return out;
};

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
  const survivors = minus(attacker.units, attackerLosses);
  const passive = pick(survivors, (key) => !isCombatUnitKey(key));
  const fighting = pick(survivors, isCombatUnitKey);
  let attackerAfter: AttackerAftermath;
  if (outcome === "captured" || outcome === "razed") {
    attackerAfter = {
      survivors,
      stationedOnPlanet: fighting,
      returningHome: passive,
      destroyedAfterBattle: emptyFleetUnits(),
      fleetDestroyed: false,
    };
  } else if (outcome === "destroyed") {
    const none = emptyFleetUnits();
    attackerAfter = {
      survivors,
      stationedOnPlanet: none,
      returningHome: survivors,
      destroyedAfterBattle: none,
      fleetDestroyed: false,
    };
  } else {
    // Landed troops that lost stay on the planet and die; what never landed can fly home with the air units.
    const flyHome = config.defeatDestroysFleet
      ? emptyFleetUnits()
      : pick(fighting, (key) => landed.soldiers + landed.droids === 0 || (key !== "soldiers" && key !== "droids"));
    attackerAfter = {
      survivors,
      stationedOnPlanet: emptyFleetUnits(),
      returningHome: plus(passive, flyHome),
      destroyedAfterBattle: minus(fighting, flyHome),
      fleetDestroyed: config.defeatDestroysFleet,
    };
  }

  const defenderLosses = subtractForces(defending, def);
  const stationedLosses = emptyFleetUnits();
  const homeFleetLosses = emptyFleetUnits();
  for (const key of COMBAT_UNIT_KEYS) {
    const [fromStationed = 0, fromHome = 0] = apportionLosses(defenderLosses[key], [stationed[key], home[key]]);
    stationedLosses[key] = fromStationed;
    homeFleetLosses[key] = fromHome;
  }
  const stationedSurvivors = minus(defender.stationedUnits, stationedLosses);
  const planetTaken = outcome !== "defended";
  const defenderAfter: DefenderAftermath = {
    stationedLosses,
    stationedDestroyedAfterBattle: planetTaken ? stationedSurvivors : emptyFleetUnits(),
    stationedAfter: planetTaken ? emptyFleetUnits() : stationedSurvivors,
    homeFleetLosses,
    homeFleetAfter: minus(defender.homeFleetUnits, homeFleetLosses),
  };

  const homeUnits = defender.homeFleetDefends ? forceAsUnits(home) : null;
  const defenderInitialUnits = plus(defender.stationedUnits, homeUnits ?? emptyFleetUnits());
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
