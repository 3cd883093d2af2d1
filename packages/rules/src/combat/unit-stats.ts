import type { FleetUnitKey } from "../catalogue/units.ts";

/** The four kinds of fighting points (rules.md 12.3, IC S1). */
export interface FightingPoints {
  readonly airAttack: number;
  readonly airDefence: number;
  readonly groundAttack: number;
  readonly groundDefence: number;
}

/** Units that take part in a battle; agents, wizards and explorers never fight (rules.md 12.1). */
export const COMBAT_UNIT_KEYS = ["soldiers", "droids", "fighters", "bombers", "transports"] as const;
export type CombatUnitKey = (typeof COMBAT_UNIT_KEYS)[number];

/** Whether a fleet unit key fights. */
export const isCombatUnitKey = (key: FleetUnitKey): key is CombatUnitKey =>
  (COMBAT_UNIT_KEYS as readonly FleetUnitKey[]).includes(key);

/**
 * Fighting points per unit (rules.md 12.3, [P] values). Only fighters fight in the air; bombers' and transports'
 * air defence is listed for completeness and is not used by the phase formulas (their air losses follow the
 * fighter ratio, rules.md 12.4).
 */
export const FIGHTING_POINTS: Readonly<Record<CombatUnitKey, FightingPoints>> = {
  soldiers: { airAttack: 0, airDefence: 0, groundAttack: 2, groundDefence: 5 },
  droids: { airAttack: 0, airDefence: 0, groundAttack: 5, groundDefence: 3 },
  fighters: { airAttack: 10, airDefence: 10, groundAttack: 0, groundDefence: 0 },
  bombers: { airAttack: 0, airDefence: 2, groundAttack: 0, groundDefence: 0 },
  transports: { airAttack: 0, airDefence: 2, groundAttack: 0, groundDefence: 0 },
};

/** Chance per bomber to destroy a laser in phase 1 (spec, IC S1); flat, no modifiers. */
export const BOMBER_LASER_KILL_CHANCE = 0.1;
/** Shots each surviving laser fires in phase 1 (IC S1); one shot destroys one unit. */
export const LASER_SHOTS = 10;
/** No Fear: +10% attack and defence (spec). */
export const NO_FEAR_BONUS = 0.1;
