import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_GALAXY_CONFIG, estimateGalaxy, type GalaxyConfig } from "./config.ts";
import { generateGalaxy, HOME_WORLD_SIZE } from "./generate-galaxy.ts";
import { planetTypeAt } from "./planet-visuals.ts";
import { SIZE_RANGES } from "../catalogue/planet-types.ts";

const configArb = fc
  .record({
    gridWidth: fc.integer({ min: 20, max: 50 }),
    gridHeight: fc.integer({ min: 20, max: 50 }),
    familyCount: fc.integer({ min: 2, max: 10 }),
    maxPlayersPerFamily: fc.integer({ min: 1, max: 50 }),
    planetsPerNeutralSystem: fc.integer({ min: 1, max: 20 }),
    systemDensity: fc.integer({ min: 1, max: 20 }).map((p) => p / 100),
    turnLengthMinutes: fc.constant(15),
  })
  .map((c): GalaxyConfig => ({ ...c, planetsPerHomeSystem: c.maxPlayersPerFamily }));

describe("generateGalaxy", () => {
  it("is deterministic per seed and differs between seeds", () => {
    const a = generateGalaxy(DEFAULT_GALAXY_CONFIG, "seed-1");
    const b = generateGalaxy(DEFAULT_GALAXY_CONFIG, "seed-1");
    const c = generateGalaxy(DEFAULT_GALAXY_CONFIG, "seed-2");
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it("matches the wizard's estimates and keeps every system on a distinct cell inside the grid", () => {
    fc.assert(
      fc.property(configArb, fc.string(), (config, seed) => {
        const galaxy = generateGalaxy(config, seed);
        const estimate = estimateGalaxy(config);
        const expectedSystems = Math.max(config.familyCount, estimate.systems);
        expect(galaxy.systems).toHaveLength(expectedSystems);
        if (estimate.systems >= config.familyCount) expect(galaxy.totalPlanets).toBe(estimate.planets);
        const cells = new Set(galaxy.systems.map((s) => `${s.x},${s.y}`));
        expect(cells.size).toBe(galaxy.systems.length);
        for (const s of galaxy.systems) {
          expect(s.x).toBeGreaterThanOrEqual(0);
          expect(s.x).toBeLessThan(config.gridWidth);
          expect(s.y).toBeGreaterThanOrEqual(0);
          expect(s.y).toBeLessThan(config.gridHeight);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("gives every family one home system of reserved terran slots", () => {
    const galaxy = generateGalaxy(DEFAULT_GALAXY_CONFIG, "homes");
    const homes = galaxy.systems.filter((s) => s.systemType === "home");
    expect(homes.map((h) => h.familyIndex)).toEqual([1, 2, 3]);
    for (const home of homes) {
      expect(home.planets).toHaveLength(DEFAULT_GALAXY_CONFIG.planetsPerHomeSystem);
      for (const p of home.planets)
        expect(p).toMatchObject({ planetType: "terran", size: HOME_WORLD_SIZE, isHomeSlot: true, bonus: null });
    }
  });

  it("types neutral planets by coordinates and sizes them within the type's range", () => {
    const galaxy = generateGalaxy(DEFAULT_GALAXY_CONFIG, "neutral");
    const neutral = galaxy.systems.filter((s) => s.systemType === "normal");
    for (const s of neutral) {
      for (const p of s.planets) {
        expect(p.planetType).toBe(planetTypeAt(s.x, s.y, p.index));
        const [min, max] = SIZE_RANGES[p.planetType];
        expect(p.size).toBeGreaterThanOrEqual(min);
        expect(p.size).toBeLessThanOrEqual(max);
        if (p.bonus) {
          expect(p.bonus.multiplier).toBeGreaterThanOrEqual(1.1);
          expect(p.bonus.multiplier).toBeLessThanOrEqual(1.5);
        }
      }
    }
  });

  it("spreads planet types close to the spec's thresholds", () => {
    const counts: Record<string, number> = {};
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const t = planetTypeAt(i % 200, Math.floor(i / 200), (i % 7) + 1);
      counts[t] = (counts[t] ?? 0) + 1;
    }
    const share = (t: string) => (counts[t] ?? 0) / n;
    expect(share("barren")).toBeCloseTo(0.3, 1);
    expect(share("ice")).toBeCloseTo(0.25, 1);
    expect(share("volcanic")).toBeCloseTo(0.2, 1);
    expect(share("gas")).toBeCloseTo(0.2, 1);
    expect(share("terran")).toBeCloseTo(0.05, 1);
  });
});

describe("estimateGalaxy", () => {
  it("follows the wizard formula", () => {
    expect(estimateGalaxy(DEFAULT_GALAXY_CONFIG)).toEqual({ systems: 90, planets: 3 * 10 + 87 * 3 });
    expect(
      estimateGalaxy({ ...DEFAULT_GALAXY_CONFIG, gridWidth: 20, gridHeight: 20, systemDensity: 0.01, familyCount: 2 }),
    ).toEqual({ systems: 4, planets: 2 * 10 + 2 * 3 });
  });
});
