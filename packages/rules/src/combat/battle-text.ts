import type { FleetUnitKey } from "../catalogue/units.ts";

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
