/** The five playable races. */
export const RACES = ["partaxian", "wardancer", "quantam", "camaar", "revalon"] as const;
export type Race = (typeof RACES)[number];

export const RACE_BONUS_KEYS = ["income", "research", "attack", "magic", "speed", "populationGrowth"] as const;
export type RaceBonusKey = (typeof RACE_BONUS_KEYS)[number];

export interface RaceSpec {
  readonly description: string;
  /** Multipliers; 1 means no bonus. */
  readonly bonuses: Readonly<Record<RaceBonusKey, number>>;
  /** Whether the race may build tax offices. */
  readonly taxOffices: boolean;
  /** Whether the race may build droids (every race may: rules decision 3). */
  readonly droids: boolean;
  /** Display colour from the spec (core-play section 9). */
  readonly colour: string;
}

/** Race table of rules.md section 10.2. */
export const RACE_SPECS: Readonly<Record<Race, RaceSpec>> = {
  partaxian: {
    description:
      "Masters of the arcane. Partaxians channel powerful magic and run wealthy, learned empires, but are indifferent soldiers.",
    bonuses: { income: 1.35, research: 1.2, attack: 0.9, magic: 1.7, speed: 1, populationGrowth: 1.1 },
    taxOffices: true,
    droids: true,
    colour: "#9c27b0",
  },
  wardancer: {
    description:
      "Born for war. Wardancers strike hard and move fast with strong research and magic, but cannot build tax offices.",
    bonuses: { income: 1, research: 1.2, attack: 1.7, magic: 1.3, speed: 1.6, populationGrowth: 1 },
    taxOffices: false,
    droids: true,
    colour: "#e53935",
  },
  quantam: {
    description:
      "Scientists above all. Quantam research outpaces every rival and their empires are well rounded, though their magic is weak.",
    bonuses: { income: 1.15, research: 1.6, attack: 1.1, magic: 0.8, speed: 1.2, populationGrowth: 1.1 },
    taxOffices: true,
    droids: true,
    colour: "#1e88e5",
  },
  camaar: {
    description:
      "Raiders of the void. The Camaar attack hard and travel extremely fast, at the cost of weaker income, research and magic.",
    bonuses: { income: 0.9, research: 0.9, attack: 1.4, magic: 0.85, speed: 2.2, populationGrowth: 1 },
    taxOffices: false,
    droids: true,
    colour: "#fb8c00",
  },
  revalon: {
    description:
      "Merchant princes. Revalon empires are the richest in the galaxy and research well, but they are poor fighters and weak mages.",
    bonuses: { income: 1.6, research: 1.3, attack: 0.7, magic: 0.7, speed: 1, populationGrowth: 1.1 },
    taxOffices: true,
    droids: true,
    colour: "#43a047",
  },
};

export const isRace = (value: string): value is Race => (RACES as readonly string[]).includes(value);

/** An unknown race falls back to quantam (spec, extended to bonuses by rules.md 10.2). */
export const raceSpec = (race: string): RaceSpec => RACE_SPECS[isRace(race) ? race : "quantam"];
