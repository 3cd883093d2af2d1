import type { UnitCounts } from "@nova/contract";
import { FLEET_UNIT_KEYS, type FleetUnitKey } from "@nova/rules";

/** Unit keys a fleet can send: every key but lasers, which are buildings (contract `UnitCountsSchema`). */
export const SENDABLE_KEYS = FLEET_UNIT_KEYS.filter((key) => key !== "lasers") as Exclude<FleetUnitKey, "lasers">[];
export type SendableKey = (typeof SENDABLE_KEYS)[number];

/** Counts per unit key as a dialog keeps them; a missing key is 0. */
export type Counts = Readonly<Partial<Record<SendableKey, number>>>;

/**
 * A unit count field's value (core-play section 5): a whole number between 0 and `max`; empty, negative,
 * decimal or non-numeric input becomes 0, and anything above `max` becomes `max`.
 */
export const clampCount = (input: string | number, max: number): number => {
  const limit = Math.max(0, Math.floor(Number.isFinite(max) ? max : 0));
  const text = String(input).trim();
  if (!/^\d+$/.test(text)) return 0;
  return Math.min(limit, Number(text));
};

/** The sum of the chosen counts. */
export const countTotal = (counts: Counts): number => SENDABLE_KEYS.reduce((sum, key) => sum + (counts[key] ?? 0), 0);

/** The request's `units`: only the keys with a count above 0 (lasers never travel). */
export const toUnitRequest = (counts: Counts): UnitCounts => {
  const units: Partial<Record<SendableKey, number>> = {};
  for (const key of SENDABLE_KEYS) {
    const value = counts[key] ?? 0;
    if (value > 0) units[key] = value;
  }
  return units;
};

/** Every available unit (the counts of a fleet without its lasers). */
export const allOf = (available: Readonly<Record<FleetUnitKey, number>>): Counts => {
  const counts: Partial<Record<SendableKey, number>> = {};
  for (const key of SENDABLE_KEYS) counts[key] = available[key];
  return counts;
};

/** Each chosen count clamped again to what is available now (the fleet may have changed meanwhile). */
export const clampAll = (counts: Counts, available: Readonly<Record<FleetUnitKey, number>>): Counts => {
  const result: Partial<Record<SendableKey, number>> = {};
  for (const key of SENDABLE_KEYS) result[key] = Math.min(counts[key] ?? 0, Math.max(0, available[key]));
  return result;
};
