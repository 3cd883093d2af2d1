import type { FleetUnitKey } from "../catalogue/units.ts";
import type { UnitLosses } from "./battle-types.ts";

const SINGULAR: Readonly<Record<FleetUnitKey, string>> = {
  soldiers: "soldier",
  droids: "droid",
  fighters: "fighter",
  bombers: "bomber",
  transports: "transport",
  lasers: "laser",
  wizards: "wizard",
  agents: "agent",
  explorers: "explorer",
};

/** "3,960": an integer with thousands separators, independent of the host's locale. */
export const formatCount = (n: number): string => {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
};

/** "1 laser", "40 transports", "1,856 droids". */
export const countOf = (key: FleetUnitKey, n: number): string => `${formatCount(n)} ${n === 1 ? SINGULAR[key] : key}`;

/** "28 fighters, 9 bombers and 1 transport", or "nothing" when no key has a count. */
export const listCounts = (counts: UnitLosses, order: readonly FleetUnitKey[]): string => {
  const parts = order.filter((key) => (counts[key] ?? 0) > 0).map((key) => countOf(key, counts[key] ?? 0));
  if (parts.length === 0) return "nothing";
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] as string}`;
};
