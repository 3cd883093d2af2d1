import { BONUS_TYPES, SIZE_RANGES, type BonusType, type PlanetType } from "../catalogue/planet-types.ts";
import { seededRandom, type Random } from "../random/seeded-random.ts";
import { estimateGalaxy, type GalaxyConfig } from "./config.ts";
import { planetTypeAt } from "./planet-visuals.ts";

/** Size of every home world slot (rules.md section 4). */
export const HOME_WORLD_SIZE = 250;

export interface PlanetBonus {
  readonly bonusType: BonusType;
  readonly multiplier: number;
}

export interface GeneratedPlanet {
  /** Position within the system, counting from 1. */
  readonly index: number;
  readonly planetType: PlanetType;
  readonly size: number;
  /** A reserved home-world slot of a family home system; only registration claims it. */
  readonly isHomeSlot: boolean;
  readonly bonus: PlanetBonus | null;
}

export interface GeneratedSystem {
  readonly x: number;
  readonly y: number;
  readonly systemType: "home" | "normal";
  /** Index (from 1) of the family whose home this is, for home systems. */
  readonly familyIndex: number | null;
  readonly planets: readonly GeneratedPlanet[];
}

export interface GeneratedGalaxy {
  readonly systems: readonly GeneratedSystem[];
  readonly totalPlanets: number;
}

/**
 * Generates a galaxy: one home system per family on a ring around the centre, then neutral systems on
 * distinct random cells until the wizard's system estimate is met. Same inputs, same galaxy.
 */
export const generateGalaxy = (config: GalaxyConfig, seed: string): GeneratedGalaxy => {
  const random = seededRandom("galaxy", seed);
  const cells = config.gridWidth * config.gridHeight;
  const systemCount = Math.min(cells, Math.max(config.familyCount, estimateGalaxy(config).systems));
  const taken = new Set<number>();
  const systems: GeneratedSystem[] = [];

  for (const [i, cell] of placeHomes(config, random).entries()) {
    taken.add(cell);
    const { x, y } = cellToXY(cell, config.gridWidth);
    const planets = Array.from({ length: config.planetsPerHomeSystem }, (_, p) => homeSlot(p + 1));
    systems.push({ x, y, systemType: "home", familyIndex: i + 1, planets });
  }

  const free = shuffledFreeCells(cells, taken, random);
  for (const cell of free.slice(0, systemCount - systems.length)) {
    const { x, y } = cellToXY(cell, config.gridWidth);
    const planets = Array.from({ length: config.planetsPerNeutralSystem }, (_, p) => neutralPlanet(seed, x, y, p + 1));
    systems.push({ x, y, systemType: "normal", familyIndex: null, planets });
  }

  const totalPlanets = systems.reduce((sum, s) => sum + s.planets.length, 0);
  return { systems, totalPlanets };
};

const cellToXY = (cell: number, width: number) => ({ x: cell % width, y: Math.floor(cell / width) });

const homeSlot = (index: number): GeneratedPlanet => ({
  index,
  planetType: "terran",
  size: HOME_WORLD_SIZE,
  isHomeSlot: true,
  bonus: null,
});

/** Homes sit evenly on an ellipse at 70% of the half-grid, rotated by a seeded angle; collisions move to the nearest free cell. */
const placeHomes = (config: GalaxyConfig, random: Random): number[] => {
  const { gridWidth: w, gridHeight: h, familyCount } = config;
  const rotation = random.next() * 2 * Math.PI;
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  const homes: number[] = [];
  for (let i = 0; i < Math.min(familyCount, w * h); i++) {
    const angle = rotation + (2 * Math.PI * i) / familyCount;
    const x = clamp(Math.round(cx + Math.cos(angle) * cx * 0.7), 0, w - 1);
    const y = clamp(Math.round(cy + Math.sin(angle) * cy * 0.7), 0, h - 1);
    homes.push(nearestFree(x, y, w, h, homes));
  }
  return homes;
};

const nearestFree = (x: number, y: number, w: number, h: number, taken: readonly number[]): number => {
  for (let r = 0; r < Math.max(w, h); r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const cell = ny * w + nx;
        if (!taken.includes(cell)) return cell;
      }
    }
  }
  throw new Error("no free cell for a home system");
};

/** Fisher-Yates over the free cells, so the chosen neutral cells are distinct and uniformly spread. */
const shuffledFreeCells = (cells: number, taken: ReadonlySet<number>, random: Random): number[] => {
  const free: number[] = [];
  for (let c = 0; c < cells; c++) if (!taken.has(c)) free.push(c);
  for (let i = free.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const a = free[i] as number;
    free[i] = free[j] as number;
    free[j] = a;
  }
  return free;
};

const neutralPlanet = (seed: string, x: number, y: number, index: number): GeneratedPlanet => {
  const planetType = planetTypeAt(x, y, index);
  const random = seededRandom("planet", seed, x, y, index);
  const [min, max] = SIZE_RANGES[planetType];
  const size = random.int(min, max);
  // rules.md 5.3: a quarter of neutral planets carry a resource bonus of 1.10-1.50 in steps of 0.05.
  const bonus: PlanetBonus | null =
    random.next() < 0.25
      ? {
          bonusType: BONUS_TYPES[random.int(0, BONUS_TYPES.length - 1)] as BonusType,
          multiplier: Math.round((1.1 + random.int(0, 8) * 0.05) * 100) / 100,
        }
      : null;
  return { index, planetType, size, isHomeSlot: false, bonus };
};

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
