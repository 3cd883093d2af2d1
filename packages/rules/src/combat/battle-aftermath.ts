import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { apportionLosses } from "./apportion-losses.ts";
import type { AttackerAftermath, DefenderAftermath, PlanetOutcome } from "./battle-types.ts";
import type { CombatConfig } from "./combat-config.ts";
import type { Force } from "./force.ts";
import { addUnits, pickUnits, subtractUnits } from "./fleet-units-math.ts";
import { COMBAT_UNIT_KEYS, isCombatUnitKey } from "./unit-stats.ts";

/**
 * Where the attack fleet's survivors go (rules.md 12.1, 12.6). Agents, wizards and explorers never fought and
 * always go home. On a captured or razed planet the fighting survivors stay as its stationed fleet; on a destroyed
 * planet there is nothing to hold, so everyone goes home. A repelled attack loses its fighting survivors, or with
 * `defeatDestroysFleet` off only the troops that landed (the air units, and troops that never landed, fly home).
 */
export const attackerAftermath = (
  survivors: FleetUnits,
  outcome: PlanetOutcome,
  troopsLanded: boolean,
  config: CombatConfig,
): AttackerAftermath => {
  const passive = pickUnits(survivors, (key) => !isCombatUnitKey(key));
  const fighting = pickUnits(survivors, isCombatUnitKey);
  const none = emptyFleetUnits();
  if (outcome === "captured" || outcome === "razed") {
    return {
      survivors,
      stationedOnPlanet: fighting,
      returningHome: passive,
      destroyedAfterBattle: none,
      fleetDestroyed: false,
    };
  }
  if (outcome === "destroyed") {
    return {
      survivors,
      stationedOnPlanet: none,
      returningHome: survivors,
      destroyedAfterBattle: none,
      fleetDestroyed: false,
    };
  }
  const flyHome = config.defeatDestroysFleet
    ? none
    : pickUnits(fighting, (key) => !troopsLanded || (key !== "soldiers" && key !== "droids"));
  return {
    survivors,
    stationedOnPlanet: none,
    returningHome: addUnits(passive, flyHome),
    destroyedAfterBattle: subtractUnits(fighting, flyHome),
    fleetDestroyed: config.defeatDestroysFleet,
  };
};

/**
 * The defender's losses split between the stationed fleets and the home fleet, in proportion to what each brought
 * per unit type (`apportionLosses`). When the planet changes hands, stationed survivors die with it
 * (rules.md 12.6); the home fleet keeps its survivors.
 */
export const defenderAftermath = (
  stationedUnits: Readonly<FleetUnits>,
  homeFleetUnits: Readonly<FleetUnits>,
  stationed: Force,
  home: Force,
  losses: Force,
  outcome: PlanetOutcome,
): DefenderAftermath => {
  const stationedLosses = emptyFleetUnits();
  const homeFleetLosses = emptyFleetUnits();
  for (const key of COMBAT_UNIT_KEYS) {
    const [fromStationed = 0, fromHome = 0] = apportionLosses(losses[key], [stationed[key], home[key]]);
    stationedLosses[key] = fromStationed;
    homeFleetLosses[key] = fromHome;
  }
  const stationedSurvivors = subtractUnits(stationedUnits, stationedLosses);
  const planetTaken = outcome !== "defended";
  return {
    stationedLosses,
    stationedDestroyedAfterBattle: planetTaken ? stationedSurvivors : emptyFleetUnits(),
    stationedAfter: planetTaken ? emptyFleetUnits() : stationedSurvivors,
    homeFleetLosses,
    homeFleetAfter: subtractUnits(homeFleetUnits, homeFleetLosses),
  };
};
