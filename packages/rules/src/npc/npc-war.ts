import { raceSpec, type Race } from "../catalogue/races.ts";
import type { Cost } from "../catalogue/resources.ts";
import { emptyFleetUnits, TRANSPORT_CAPACITY, UNITS, type FleetUnits, type UnitType } from "../catalogue/units.ts";
import { MAX_UNIT_QUANTITY } from "../build/unit-order.ts";
import { airBattle } from "../combat/air-battle.ts";
import { DEFAULT_COMBAT_CONFIG } from "../combat/combat-config.ts";
import { forceOf, NO_FORCE, subtractForces, type Force } from "../combat/force.ts";
import { groundPower } from "../combat/ground-battle.ts";
import { groundVsAir } from "../combat/ground-vs-air.ts";
import { attackMultiplier, defenceMultiplier } from "../combat/strength-multipliers.ts";
import { transportsNeeded } from "../fleet/transport.ts";
import {
  isSpell,
  octarineCost,
  OPERATION_MORALE_COST,
  OPERATION_TARGET,
  raceCanUse,
  type OperationType,
} from "../operations/operation-catalogue.ts";
import type { NpcLevel } from "./npc-plan.ts";

/** When an NPC attacks (rules.md 16): never, only someone who hit it lately, or anyone it may. */
export type NpcAggression = "never" | "retaliation" | "eligible";

export interface NpcWarSettings {
  readonly aggression: NpcAggression;
  /** The estimated ground ratio A / D at or above which it attacks. */
  readonly threshold: number;
  /** Strike troops it raises per 1,000 people, on top of its standing defence. */
  readonly strikeTroopsPerThousand: number;
}

/** rules.md 16 (aggression and thresholds); the strike force size is ours (docs/npcs.md). */
export const NPC_WAR_SETTINGS: Readonly<Record<NpcLevel, NpcWarSettings>> = {
  easy: { aggression: "never", threshold: Number.POSITIVE_INFINITY, strikeTroopsPerThousand: 0 },
  medium: { aggression: "retaliation", threshold: 1.5, strikeTroopsPerThousand: 40 },
  hard: { aggression: "eligible", threshold: 1.2, strikeTroopsPerThousand: 60 },
};

/** A medium NPC strikes back at whoever attacked it within this many turns (rules.md 16). */
export const NPC_RETALIATION_TURNS = 48;
/** An NPC's reading of a target's defence is off by up to this share either way (rules.md 16). */
export const NPC_ESTIMATE_NOISE = 0.2;
/**
 * How far around its home world (in systems, each way) a hard NPC looks for planets to attack: the first of these
 * that holds any (family home systems may lie far apart).
 */
export const NPC_ATTACK_RADII: readonly number[] = [10, 20, 40];
/** Fewest troops an NPC sends: a smaller force is not worth the morale an attack costs. */
export const NPC_MIN_STRIKE_TROOPS = 100;
/** Share of what is left after building and the standing defence that an action may spend on the strike force. */
const ARMY_BUDGET_SHARE = 0.5;
/** Share of its income an NPC spends on keeping its strike force, so an army never starves its economy. */
export const STRIKE_INCOME_SHARE = 0.25;

/** Per 100 strike troops: 1 transport to carry them, 10 fighters for the air battle, 5 bombers against lasers. */
const PER_HUNDRED_TROOPS = { transport: 1, fighter: 10, bomber: 5 } as const;

/** The troop an NPC's race raises for attacks: droids (ground attack 5) where it may build them, else soldiers. */
export const npcStrikeTroop = (race: string): "droid" | "soldier" => (raceSpec(race).droids ? "droid" : "soldier");

/** Strike units an NPC holds: at home, on missions and in training. Soldiers count only above the standing defence. */
export interface NpcStrikeHeld {
  readonly troops: number;
  readonly transports: number;
  readonly fighters: number;
  readonly bombers: number;
}

export interface NpcArmyInput {
  readonly level: NpcLevel;
  readonly race: Race;
  /** It was attacked within `NPC_RETALIATION_TURNS` by an empire it may strike back at. */
  readonly aggrieved: boolean;
  readonly population: number;
  readonly held: NpcStrikeHeld;
  /** What the action may still spend after its buildings and standing defence (the credit reserve already kept). */
  readonly budget: Readonly<Cost>;
  /** Credits a turn before upkeep (the income breakdown's `totalIncome`): every unit costs 1 a turn to keep. */
  readonly totalIncome: number;
}

/**
 * The strike units an NPC trains this action (rules.md 16): an NPC that may attack — a hard one always, a medium
 * one while it has someone to strike back at — builds toward `strikeTroopsPerThousand` troops per 1,000 people
 * with their transports, fighters and bombers, spending at most half of what is left, and keeping no more strike
 * units than a quarter of its income pays for (each unit costs 1 credit a turn, rules.md 6.4; the standing
 * defence has its own fifth). It orders the largest balanced force that fits both, transports first in mind: a
 * troop is only ever ordered with the transport that will carry it. The orders still go through
 * `checkUnitOrder`.
 */
export const planNpcArmy = (input: NpcArmyInput): { unitType: UnitType; quantity: number }[] => {
  const settings = NPC_WAR_SETTINGS[input.level];
  if (settings.aggression === "never" || (settings.aggression === "retaliation" && !input.aggrieved)) return [];
  const { held } = input;
  const target = Math.min(
    Math.floor((settings.strikeTroopsPerThousand * input.population) / 1000),
    held.troops + MAX_UNIT_QUANTITY,
  );
  /** What it orders to hold a balanced force of `troops` strike troops. */
  const ordersFor = (troops: number): { unitType: UnitType; quantity: number }[] =>
    (
      [
        [npcStrikeTroop(input.race), troops - held.troops],
        ["transport", transportsNeeded(troops, 0) - held.transports],
        ["fighter", Math.floor((troops * PER_HUNDRED_TROOPS.fighter) / 100) - held.fighters],
        ["bomber", Math.floor((troops * PER_HUNDRED_TROOPS.bomber) / 100) - held.bombers],
      ] as const
    )
      .filter(([, n]) => n > 0)
      .map(([unitType, quantity]) => ({ unitType, quantity: Math.min(MAX_UNIT_QUANTITY, quantity) }));
  const heldUnits = held.troops + held.transports + held.fighters + held.bombers;
  const fits = (orders: readonly { unitType: UnitType; quantity: number }[]): boolean => {
    const cost = { credits: 0, iron: 0, endurium: 0, octarine: 0 };
    let units = heldUnits;
    for (const { unitType, quantity } of orders) {
      const each = UNITS[unitType].cost;
      cost.credits += each.credits * quantity;
      cost.iron += each.iron * quantity;
      cost.endurium += each.endurium * quantity;
      cost.octarine += each.octarine * quantity;
      units += quantity;
    }
    return (
      (Object.keys(cost) as (keyof Cost)[]).every((key) => cost[key] <= input.budget[key] * ARMY_BUDGET_SHARE) &&
      units <= input.totalIncome * STRIKE_INCOME_SHARE
    );
  };
  // The orders only grow with the troop count: the largest force that fits, by bisection.
  let lo = 0;
  let hi = Math.max(0, target);
  if (!fits(ordersFor(lo))) return [];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(ordersFor(mid))) lo = mid;
    else hi = mid - 1;
  }
  return ordersFor(lo);
};

/**
 * The force an NPC launches from its home fleet: every troop of its strike kind (soldiers only above the standing
 * defence) that its transports can carry, with just the transports they need, and all its fighters and bombers.
 * Null when fewer than `NPC_MIN_STRIKE_TROOPS` could go.
 */
export const npcStrikeForce = (home: Readonly<FleetUnits>, keepSoldiers: number): FleetUnits | null => {
  const capacity = home.transports * TRANSPORT_CAPACITY;
  const droids = Math.min(home.droids, capacity);
  const soldiers = Math.min(Math.max(0, home.soldiers - keepSoldiers), capacity - droids);
  if (droids + soldiers < NPC_MIN_STRIKE_TROOPS) return null;
  return {
    ...emptyFleetUnits(),
    droids,
    soldiers,
    transports: transportsNeeded(soldiers, droids),
    fighters: home.fighters,
    bombers: home.bombers,
  };
};

export interface StrikeEstimateInput {
  readonly strike: Readonly<FleetUnits>;
  readonly attackerRace: string;
  /** The attacker's military science bonus as a fraction. */
  readonly attackerMilitary: number;
  /** Everything that would defend the planet: stationed units, plus the home fleet where it rushes in. */
  readonly defence: Readonly<FleetUnits>;
  readonly lasers: number;
  readonly defenderMilitary: number;
}

/** The expected outcome of every draw: a bomber's fractional chance at a laser rounds to a miss. */
const EXPECTED = { next: () => 0.5, int: (min: number) => min };

/**
 * The ground ratio A / D an attack would reach (rules.md 12.4), played through phases 1 and 2 at their expected
 * values: lasers shoot down transports and the troops aboard, defending fighters thin the fleet, and what lands
 * meets the defending troops. Infinity when troops would land on an undefended planet; 0 when none would land.
 */
export const estimateStrikeRatio = (input: StrikeEstimateInput): number => {
  const attMult = attackMultiplier(input.attackerRace, input.attackerMilitary, false);
  const defMult = defenceMultiplier(input.defenderMilitary, false);
  let att = forceOf(input.strike);
  const defending = forceOf(input.defence);
  att = subtractForces(att, groundVsAir(att, Math.max(0, input.lasers), EXPECTED).attackerLosses);
  const air = airBattle(att, defending, attMult, defMult, DEFAULT_COMBAT_CONFIG);
  att = subtractForces(att, air.attackerLosses);
  const landed: Force = att.transports > 0 ? { ...NO_FORCE, soldiers: att.soldiers, droids: att.droids } : NO_FORCE;
  const a = groundPower(landed, "groundAttack", attMult);
  if (a <= 0) return 0;
  const d = groundPower(subtractForces(defending, air.defenderLosses), "groundDefence", defMult);
  return d > 0 ? a / d : Number.POSITIVE_INFINITY;
};

/** The estimate as the NPC reads it: off by up to ±20% (`unit` is a uniform draw in [0, 1)). */
export const noisyRatio = (ratio: number, unit: number): number => ratio * (1 + NPC_ESTIMATE_NOISE * (2 * unit - 1));

export interface NpcTargetCandidate {
  readonly planetId: string;
  /** Planets the target's owner holds. */
  readonly ownerPlanets: number;
  /** The NPC's (noisy) estimate of A / D there. */
  readonly ratio: number;
}

/**
 * rules.md 16 step 5: the eligible target with the best estimated A / D at or above the level's threshold; ties
 * go to the owner with the fewest planets, then the lowest planet id (so a replay picks the same one).
 */
export const chooseNpcTarget = (
  candidates: readonly NpcTargetCandidate[],
  threshold: number,
): NpcTargetCandidate | null => {
  let best: NpcTargetCandidate | null = null;
  for (const c of candidates) {
    if (!(c.ratio >= threshold)) continue;
    if (
      best === null ||
      c.ratio > best.ratio ||
      (c.ratio === best.ratio &&
        (c.ownerPlanets < best.ownerPlanets || (c.ownerPlanets === best.ownerPlanets && c.planetId < best.planetId)))
    )
      best = c;
  }
  return best;
};

/** Intel an NPC runs on its strike's target, in order of preference: the planet's defence first. */
const NPC_INTEL_OPERATIONS: readonly OperationType[] = [
  "sense_defense_system",
  "spy_on_target",
  "vision",
  "planetary_infrastructure",
];
/** What a hard NPC runs against its last attacker (rules.md 16): reduced food, else destroy cash. */
const NPC_HOSTILE_OPERATIONS: readonly OperationType[] = ["reduced_food_production", "destroy_cash"];

/** NPCs cast only while morale stays at or above this: a cast costs 5%, and attacks need morale above 0. */
export const NPC_CAST_MORALE_FLOOR = 0.5;

export interface NpcCast {
  readonly operationType: OperationType;
  readonly targetPlayerId: string | null;
  readonly targetPlanetId: string | null;
}

export interface NpcOperationsInput {
  readonly level: NpcLevel;
  readonly race: string;
  readonly morale: number;
  readonly agents: number;
  readonly wizards: number;
  readonly octarine: number;
  /** The planet (and its owner) the NPC just sent a strike at, if any. */
  readonly strike: { readonly planetId: string; readonly playerId: string } | null;
  /** Whoever attacked it last within `NPC_RETALIATION_TURNS`, if anyone. */
  readonly lastAttackerId: string | null;
}

/**
 * The operations an NPC runs this action (rules.md 16, "spells and operations"): medium and hard NPCs look at the
 * planet they just sent a strike at (the first of `NPC_INTEL_OPERATIONS` they can run); hard NPCs also run one
 * hostile operation against their last attacker (reduced_food_production, else destroy_cash). Only operations
 * its race knows and it can pay for, and none that would take morale under `NPC_CAST_MORALE_FLOOR`. The casts
 * still go through the players' `checkCast`.
 */
export const planNpcOperations = (input: NpcOperationsInput): NpcCast[] => {
  if (input.level === "easy") return [];
  let morale = input.morale;
  let octarine = input.octarine;
  const casts: NpcCast[] = [];
  /** The first of `ops` the NPC's race knows and it has the units and octarine for. */
  const pick = (ops: readonly OperationType[]): OperationType | null => {
    if (morale - OPERATION_MORALE_COST < NPC_CAST_MORALE_FLOOR) return null;
    return (
      ops.find(
        (op) =>
          raceCanUse(input.race, op) &&
          (isSpell(op) ? input.wizards > 0 && octarine >= octarineCost(op) : input.agents > 0),
      ) ?? null
    );
  };
  const cast = (operationType: OperationType, targetPlayerId: string, planetId: string | null) => {
    casts.push({
      operationType,
      targetPlayerId,
      targetPlanetId: OPERATION_TARGET[operationType] === "planet" ? planetId : null,
    });
    morale -= OPERATION_MORALE_COST;
    octarine -= octarineCost(operationType);
  };
  if (input.strike) {
    const intel = pick(NPC_INTEL_OPERATIONS);
    if (intel) cast(intel, input.strike.playerId, input.strike.planetId);
  }
  if (input.level === "hard" && input.lastAttackerId) {
    const hostile = pick(NPC_HOSTILE_OPERATIONS);
    if (hostile) cast(hostile, input.lastAttackerId, null);
  }
  return casts;
};
