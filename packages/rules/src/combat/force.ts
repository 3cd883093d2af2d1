import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { COMBAT_UNIT_KEYS, type CombatUnitKey } from "./unit-stats.ts";

/** The fighting part of a side: a count per combat unit. Battles work on counts, never on single units. */
export type Force = Readonly<Record<CombatUnitKey, number>>;

export const NO_FORCE: Force = { soldiers: 0, droids: 0, fighters: 0, bombers: 0, transports: 0 };

/** The fighting units of a fleet. */
export const forceOf = (units: Readonly<FleetUnits>): Force => ({
  soldiers: units.soldiers,
  droids: units.droids,
  fighters: units.fighters,
  bombers: units.bombers,
  transports: units.transports,
});

/** a + b per combat unit. */
export const addForces = (a: Force, b: Force): Force => combine(a, b, (x, y) => x + y);

/** a − b per combat unit. */
export const subtractForces = (a: Force, b: Force): Force => combine(a, b, (x, y) => x - y);

const combine = (a: Force, b: Force, op: (x: number, y: number) => number): Force => ({
  soldiers: op(a.soldiers, b.soldiers),
  droids: op(a.droids, b.droids),
  fighters: op(a.fighters, b.fighters),
  bombers: op(a.bombers, b.bombers),
  transports: op(a.transports, b.transports),
});

/** A force as fleet units (every other key 0). */
export const forceAsUnits = (force: Force): FleetUnits => {
  const units = emptyFleetUnits();
  for (const key of COMBAT_UNIT_KEYS) units[key] = force[key];
  return units;
};

/** Only the keys with a positive count, for report loss records. */
export const nonZero = <K extends string>(counts: Readonly<Record<K, number>>): Partial<Record<K, number>> => {
  const out: Partial<Record<K, number>> = {};
  for (const key of Object.keys(counts) as K[]) if (counts[key] > 0) out[key] = counts[key];
  return out;
};
