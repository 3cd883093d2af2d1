import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import type { Random } from "../random/seeded-random.ts";
import { SCIENCE_FIELDS, type ScienceField } from "../research/science-fields.ts";

/** A uniform 3–10% (rules.md 14.2 destroy_cash, 14.3 destroy_iron). */
export const destroyedShare = (random: Random): number => 0.03 + 0.07 * random.next();

/** The whole amount destroyed from a stock by a share; never more than the stock, never negative. */
export const destroyedAmount = (stock: number, share: number): number =>
  Math.max(0, Math.min(stock, Math.floor(Math.max(0, stock) * share)));

/** terminate_scientist / kill_scientist: every RP field loses 3% (floored). */
export const RP_LOSS_SHARE = 0.03;
export const scientistLosses = (points: Readonly<Record<ScienceField, number>>): Record<ScienceField, number> =>
  Object.fromEntries(SCIENCE_FIELDS.map((f) => [f, destroyedAmount(points[f], RP_LOSS_SHARE)])) as Record<
    ScienceField,
    number
  >;

/** destroy_units: 30% of the chosen type, per fleet. */
export const UNIT_KILL_SHARE = 0.3;
export const unitsDestroyed = (count: number): number => destroyedAmount(count, UNIT_KILL_SHARE);

/** Nuke trigger: 15% of the chosen building type, floored, at least 1 when there is any. */
export const nukedBuildings = (count: number): number =>
  count <= 0 ? 0 : Math.min(count, Math.max(1, Math.floor(count * 0.15)));

/** Hypnotize trigger: 30% of the planet's population. */
export const hypnotizedPopulation = (population: number): number => destroyedAmount(population, 0.3);

/** reduced_food_production: −10% food per stack, floor ×0.5 [P]. */
export const foodMultiplierOfStacks = (stacks: number): number => Math.max(0.5, 1 - 0.1 * Math.max(0, stacks));

/** octarine_hurricane: −20% cash-factory income per stack, at most 3 stacks. */
export const cashFactoryMultiplierOfStacks = (stacks: number): number => 1 - 0.2 * Math.min(3, Math.max(0, stacks));

/** electric_storms: 1% of population per stack per turn. */
export const stormPopulationLoss = (population: number, stacks: number): number =>
  destroyedAmount(population, Math.min(1, 0.01 * Math.max(0, stacks)));

/** no_fear: +10% attack and defence. */
export const NO_FEAR_MULTIPLIER = 1.1;
/** space_amazement: −40% exploration fee. */
export const SPACE_AMAZEMENT_FEE_MULTIPLIER = 0.6;

/** Intel altered by false info: each number times a uniform factor in [1 − spread, 1 + spread], rounded. */
export const FALSE_INFO_SPREAD = 0.3;
export const PLANTED_FALSE_INFO_SPREAD = 0.25;
export const distortNumbers = <T>(value: T, spread: number, random: Random): T => {
  const walk = (v: unknown): unknown => {
    if (typeof v === "number") return Math.max(0, Math.round(v * (1 - spread + 2 * spread * random.next())));
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x && k.endsWith("Id") ? x : walk(x)]));
    return v;
  };
  return walk(value) as T;
};

/** What an intel operation looks at: the target empire, read by the server. */
export interface IntelSnapshot {
  readonly playerId: string;
  readonly playerName: string;
  readonly race: string;
  readonly networth: number;
  readonly resources: {
    readonly credits: number;
    readonly food: number;
    readonly iron: number;
    readonly endurium: number;
    readonly octarine: number;
  };
  readonly researchPoints: number;
  readonly planets: readonly {
    readonly planetId: string;
    readonly x: number;
    readonly y: number;
    readonly idx: number;
    readonly planetType: string;
    readonly population: number;
    readonly isHomeWorld: boolean;
    readonly buildings: Readonly<Record<BuildingType, number>>;
  }[];
  readonly familyMembers: readonly { playerId: string; username: string; role: string; networth: number }[];
  /** The fighting units the spy counts (issue 18: attack estimates need them); absent for older snapshots. */
  readonly military?: {
    readonly militaryBonusPercent: number;
    readonly homeFleet: CombatCounts;
    /** Units stationed per planet id (every stationed fleet summed). */
    readonly stationed: Readonly<Record<string, CombatCounts>>;
  };
}

/** Soldiers, droids, fighters, bombers and transports. */
export type CombatCounts = Readonly<Record<"soldiers" | "droids" | "fighters" | "bombers" | "transports", number>>;

/** The spy report's military part: what `previewBattle` works from (see combat/intel-defence.ts). */
export interface SpyMilitary {
  readonly militaryBonusPercent: number;
  readonly homeFleet: CombatCounts;
  readonly planets: readonly {
    readonly planetId: string;
    readonly planetName: string;
    readonly lasers: number;
    readonly hasPortal: boolean;
    readonly isHomeWorld: boolean;
    readonly stationed: CombatCounts;
  }[];
}

const NO_COUNTS: CombatCounts = { soldiers: 0, droids: 0, fighters: 0, bombers: 0, transports: 0 };

const spyMilitary = (s: IntelSnapshot): SpyMilitary | null =>
  s.military
    ? {
        militaryBonusPercent: s.military.militaryBonusPercent,
        homeFleet: { ...s.military.homeFleet },
        planets: s.planets.map((p) => ({
          planetId: p.planetId,
          planetName: `${p.x}:${p.y}:${p.idx}`,
          lasers: p.buildings.laser,
          hasPortal: p.buildings.portal > 0,
          isHomeWorld: p.isHomeWorld,
          stationed: { ...(s.military?.stationed[p.planetId] ?? NO_COUNTS) },
        })),
      }
    : null;

/** The spy report (spy_on_target, vision): race, planet count, NW, population, resources, RP, and the military counts (issue 18). */
export const spyReport = (s: IntelSnapshot) => ({
  playerName: s.playerName,
  race: s.race,
  planetCount: s.planets.length,
  networth: s.networth,
  population: s.planets.reduce((sum, p) => sum + p.population, 0),
  resources: { ...s.resources },
  researchPoints: s.researchPoints,
  ...(s.military ? { military: spyMilitary(s) } : {}),
});

export const alliesReport = (s: IntelSnapshot) => ({
  playerName: s.playerName,
  members: s.familyMembers.map((m) => ({ ...m })),
});

export const infrastructureReport = (s: IntelSnapshot) => ({
  playerName: s.playerName,
  buildings: Object.fromEntries(
    BUILDING_TYPES.map((b) => [b, s.planets.reduce((sum, p) => sum + p.buildings[b], 0)]),
  ) as Record<BuildingType, number>,
});

const planetName = (p: { x: number; y: number; idx: number }) => `${p.x}:${p.y}:${p.idx}`;

export const portalReport = (s: IntelSnapshot) => ({
  playerName: s.playerName,
  portals: s.planets
    .filter((p) => p.buildings.portal > 0)
    .map((p) => ({ planetId: p.planetId, planetName: planetName(p), status: "portal detected" })),
});

export const planetListReport = (s: IntelSnapshot) => ({
  playerName: s.playerName,
  planetLists: s.planets.map((p) => ({
    planetId: p.planetId,
    planetName: planetName(p),
    planetType: p.planetType,
    population: p.population,
    isHomeWorld: p.isHomeWorld,
  })),
});
