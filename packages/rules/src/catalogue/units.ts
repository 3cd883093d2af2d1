import type { Cost } from "./resources.ts";

/** Buildable unit types (singular, as in build orders). */
export const UNIT_TYPES = [
  "soldier",
  "droid",
  "fighter",
  "bomber",
  "transport",
  "agent",
  "wizard",
  "explorer",
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Keys of a fleet's `units` record (plural, as in the spec's Fleet entity). */
export const FLEET_UNIT_KEYS = [
  "soldiers",
  "droids",
  "fighters",
  "bombers",
  "transports",
  "lasers",
  "wizards",
  "agents",
  "explorers",
] as const;
export type FleetUnitKey = (typeof FLEET_UNIT_KEYS)[number];
export type FleetUnits = Record<FleetUnitKey, number>;

export const UNIT_FLEET_KEY: Readonly<Record<UnitType, FleetUnitKey>> = {
  soldier: "soldiers",
  droid: "droids",
  fighter: "fighters",
  bomber: "bombers",
  transport: "transports",
  agent: "agents",
  wizard: "wizards",
  explorer: "explorers",
};

export interface UnitSpec {
  readonly cost: Cost;
  readonly turns: number;
}

/** Unit costs and build times from the spec (core-play section 9). */
export const UNITS: Readonly<Record<UnitType, UnitSpec>> = {
  soldier: { cost: { credits: 100, iron: 1, endurium: 0, octarine: 0 }, turns: 2 },
  droid: { cost: { credits: 50, iron: 5, endurium: 1, octarine: 0 }, turns: 2 },
  fighter: { cost: { credits: 200, iron: 15, endurium: 1, octarine: 0 }, turns: 4 },
  bomber: { cost: { credits: 400, iron: 30, endurium: 1, octarine: 0 }, turns: 5 },
  transport: { cost: { credits: 800, iron: 30, endurium: 10, octarine: 0 }, turns: 12 },
  agent: { cost: { credits: 150, iron: 5, endurium: 0, octarine: 0 }, turns: 4 },
  wizard: { cost: { credits: 150, iron: 5, endurium: 0, octarine: 0 }, turns: 4 },
  explorer: { cost: { credits: 10000, iron: 10, endurium: 10, octarine: 5 }, turns: 6 },
};

/** Soldiers plus droids one transport carries. */
export const TRANSPORT_CAPACITY = 100;

export const emptyFleetUnits = (): FleetUnits => ({
  soldiers: 0,
  droids: 0,
  fighters: 0,
  bombers: 0,
  transports: 0,
  lasers: 0,
  wizards: 0,
  agents: 0,
  explorers: 0,
});

export const isUnitType = (value: string): value is UnitType => (UNIT_TYPES as readonly string[]).includes(value);
