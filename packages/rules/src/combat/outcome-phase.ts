import { FLEET_UNIT_KEYS, type FleetUnits } from "../catalogue/units.ts";
import { englishPhase } from "./battle-english.ts";
import { plain, unitList, type BattlePhaseText } from "./battle-texts.ts";
import type { AttackerAftermath, BattlePhase, PlanetAftermath, PlanetOutcome } from "./battle-types.ts";
import type { CombatConfig } from "./combat-config.ts";

export interface OutcomeFacts {
  readonly outcome: PlanetOutcome;
  readonly ratio: number;
  readonly attacker: AttackerAftermath;
  readonly stationedDestroyed: FleetUnits;
  readonly planet: PlanetAftermath;
  readonly config: CombatConfig;
}

const any = (units: FleetUnits): boolean => FLEET_UNIT_KEYS.some((key) => units[key] > 0);

/** The units, and their total (the sentence says "was" for a single unit, "were" for more). */
const survivors = (units: FleetUnits) => ({
  units: unitList(units, FLEET_UNIT_KEYS),
  total: FLEET_UNIT_KEYS.reduce((sum, key) => sum + units[key], 0),
});

/**
 * Phase 4, "Outcome" (rules.md 12.4, 12.6): a zero-loss phase whose description records the decision and what
 * happens to the survivors. What the outcome destroys is in the battle's aftermath, not in the loss records.
 */
export const outcomePhase = (facts: OutcomeFacts): BattlePhase => {
  const { outcome, attacker, planet } = facts;
  // Shown to two decimals; the outcome was decided on the exact value.
  const ratio = Number(facts.ratio.toFixed(2));
  const parts: BattlePhaseText[] = [];
  if (outcome === "defended") {
    parts.push(plain("phase_repelled"));
    if (any(attacker.destroyedAfterBattle)) {
      parts.push({
        code: "phase_fleet_destroyed",
        params: { units: unitList(attacker.destroyedAfterBattle, FLEET_UNIT_KEYS) },
      });
    } else if (facts.config.defeatDestroysFleet) parts.push(plain("phase_no_survivors"));
  } else {
    if (outcome === "captured") parts.push({ code: "phase_captured", params: { ratio } });
    if (outcome === "razed")
      parts.push({ code: "phase_razed", params: { ratio, population: Math.round(planet.populationAfter) } });
    if (outcome === "destroyed") {
      parts.push({ code: "phase_destroyed", params: { ratio, turns: facts.config.uninhabitableTurns } });
    }
    if ((planet.buildingsDestroyed.portal ?? 0) > 0 && outcome !== "destroyed")
      parts.push(plain("phase_portal_destroyed"));
    if (any(facts.stationedDestroyed)) {
      parts.push({ code: "phase_stationed_destroyed", params: survivors(facts.stationedDestroyed) });
    }
    if (any(attacker.stationedOnPlanet))
      parts.push({ code: "phase_now_hold", params: survivors(attacker.stationedOnPlanet) });
  }
  if (any(attacker.returningHome)) parts.push({ code: "phase_return_home", params: survivors(attacker.returningHome) });
  return {
    phaseName: "Outcome",
    description: englishPhase(parts),
    texts: parts,
    attackerLosses: {},
    defenderLosses: {},
  };
};
