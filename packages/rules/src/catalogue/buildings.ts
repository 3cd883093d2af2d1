import type { Cost } from "./resources.ts";

/** Every building type, in the order of the spec's cost table. */
export const BUILDING_TYPES = [
  "cash_factory",
  "farm",
  "mine",
  "refinery",
  "occult_center",
  "research_center",
  "living_quarters",
  "laser",
  "tax_office",
  "portal",
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export interface BuildingSpec {
  readonly cost: Cost;
  /** Build time in turns. */
  readonly turns: number;
  /** One-line effect shown in build dialogs. */
  readonly effect: string;
}

/** Costs and build times from the spec (core-play section 9); the fourth cost column is octarine (rules C1). */
export const BUILDINGS: Readonly<Record<BuildingType, BuildingSpec>> = {
  cash_factory: { cost: { credits: 120, iron: 10, endurium: 1, octarine: 5 }, turns: 5, effect: "+8 credits per turn" },
  farm: { cost: { credits: 160, iron: 3, endurium: 1, octarine: 10 }, turns: 10, effect: "+100 food" },
  mine: { cost: { credits: 200, iron: 5, endurium: 1, octarine: 12 }, turns: 12, effect: "+1 iron" },
  refinery: { cost: { credits: 300, iron: 20, endurium: 0, octarine: 12 }, turns: 12, effect: "+1 endurium" },
  occult_center: { cost: { credits: 400, iron: 15, endurium: 4, octarine: 12 }, turns: 12, effect: "+1 octarine" },
  research_center: {
    cost: { credits: 100, iron: 0, endurium: 1, octarine: 14 },
    turns: 14,
    effect: "+20 research points",
  },
  living_quarters: {
    cost: { credits: 200, iron: 25, endurium: 1, octarine: 8 },
    turns: 8,
    effect: "+650 max population",
  },
  laser: { cost: { credits: 700, iron: 35, endurium: 1, octarine: 8 }, turns: 8, effect: "planetary defence" },
  tax_office: {
    cost: { credits: 200, iron: 15, endurium: 1, octarine: 16 },
    turns: 16,
    effect: "+5% income, race-limited",
  },
  portal: { cost: { credits: 15000, iron: 400, endurium: 110, octarine: 80 }, turns: 40, effect: "portal network" },
};

export const isBuildingType = (value: string): value is BuildingType =>
  (BUILDING_TYPES as readonly string[]).includes(value);
