import { FLEET_UNIT_KEYS, type FleetUnits } from "../catalogue/units.ts";
import { formatCount, listCounts } from "./battle-text.ts";
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

/** "was" for a single unit, "were" for more. */
const verb = (units: FleetUnits, one: string, many: string): string =>
  FLEET_UNIT_KEYS.reduce((sum, key) => sum + units[key], 0) === 1 ? one : many;

/**
 * Phase 4, "Outcome" (rules.md 12.4, 12.6): a zero-loss phase whose description records the decision and what
 * happens to the survivors. What the outcome destroys is in the battle's aftermath, not in the loss records.
 */
export const outcomePhase = (facts: OutcomeFacts): BattlePhase => {
  const { outcome, attacker, planet } = facts;
  const ratio = `networth ratio ${facts.ratio.toFixed(2)}`;
  const parts: string[] = [];
  if (outcome === "defended") {
    parts.push("Attack repelled");
    if (any(attacker.destroyedAfterBattle)) {
      parts.push(`the attacking fleet was destroyed (${listCounts(attacker.destroyedAfterBattle, FLEET_UNIT_KEYS)})`);
    } else if (facts.config.defeatDestroysFleet) parts.push("no attacking units survived");
  } else {
    if (outcome === "captured") parts.push(`Planet captured (${ratio})`);
    if (outcome === "razed") {
      parts.push(
        `Planet razed (${ratio}): half of every building destroyed, population halved to ${formatCount(planet.populationAfter)}`,
      );
    }
    if (outcome === "destroyed") {
      parts.push(`Planet destroyed (${ratio}): uninhabitable for ${facts.config.uninhabitableTurns} turns`);
    }
    if ((planet.buildingsDestroyed.portal ?? 0) > 0 && outcome !== "destroyed") parts.push("its portal was destroyed");
    if (any(facts.stationedDestroyed)) {
      parts.push(
        `the ${listCounts(facts.stationedDestroyed, FLEET_UNIT_KEYS)} stationed on the planet ${verb(facts.stationedDestroyed, "was", "were")} destroyed`,
      );
    }
    if (any(attacker.stationedOnPlanet)) {
      parts.push(
        `${listCounts(attacker.stationedOnPlanet, FLEET_UNIT_KEYS)} now ${verb(attacker.stationedOnPlanet, "holds", "hold")} the planet`,
      );
    }
  }
  if (any(attacker.returningHome)) {
    parts.push(
      `${listCounts(attacker.returningHome, FLEET_UNIT_KEYS)} ${verb(attacker.returningHome, "returns", "return")} home`,
    );
  }
  return { phaseName: "Outcome", description: parts.join("; "), attackerLosses: {}, defenderLosses: {} };
};
