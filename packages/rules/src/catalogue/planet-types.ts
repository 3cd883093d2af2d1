/** Planet types of the visual catalogue (core-play section 3). */
export const PLANET_TYPES = ["terran", "volcanic", "ice", "gas", "barren", "unknown"] as const;
export type PlanetType = (typeof PLANET_TYPES)[number];

export const HABITABILITY: Readonly<Record<PlanetType, number>> = {
  terran: 1,
  volcanic: 0.2,
  ice: 0.4,
  gas: 0,
  barren: 0.1,
  unknown: 0.1,
};

/**
 * Habitability used by the population cap: the catalogue value with a floor of 0.25,
 * except gas giants which hold people only in living quarters (rules.md 5.1).
 */
export const effectiveHabitability = (type: PlanetType): number =>
  type === "gas" ? 0 : Math.max(0.25, HABITABILITY[type]);

/** Cumulative thresholds for assigning a type from a uniform value in [0, 1): barren 30%, ice 25%, volcanic 20%, gas 20%, terran 5%. */
const TYPE_THRESHOLDS: ReadonlyArray<readonly [number, PlanetType]> = [
  [0.3, "barren"],
  [0.55, "ice"],
  [0.75, "volcanic"],
  [0.95, "gas"],
  [1, "terran"],
];

export const planetTypeForRoll = (roll: number): PlanetType => {
  for (const [limit, type] of TYPE_THRESHOLDS) if (roll < limit) return type;
  return "terran";
};

/** Neutral planet size ranges (inclusive) by type, rules.md 5.2. */
export const SIZE_RANGES: Readonly<Record<PlanetType, readonly [number, number]>> = {
  terran: [180, 300],
  ice: [120, 240],
  volcanic: [100, 220],
  gas: [150, 320],
  barren: [80, 180],
  unknown: [80, 180],
};

export const BONUS_TYPES = ["resource_food", "resource_iron", "resource_endurium", "resource_octarine"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
