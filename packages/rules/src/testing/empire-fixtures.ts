import fc from "fast-check";
import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import { BONUS_TYPES, PLANET_TYPES } from "../catalogue/planet-types.ts";
import { RACES, type Race } from "../catalogue/races.ts";
import { FLEET_UNIT_KEYS, UNIT_FLEET_KEY, UNIT_TYPES, type FleetUnits } from "../catalogue/units.ts";
import type {
  BuildingCounts,
  DueBuildingJob,
  DueUnitJob,
  EmpireState,
  EmpireTurnResult,
  PlanetState,
} from "../economy/empire-state.ts";
import { NO_SCIENCE } from "../economy/empire-state.ts";
import { NO_RESEARCH, SCIENCE_FIELDS, type ScienceAllocation } from "../research/science-fields.ts";
import { STARTING_BUILDINGS, startingEmpire } from "../empire/starting-empire.ts";

/** Test support only (not exported by the package): fixtures and fast-check arbitraries. */

export const HOME_PLANET_ID = "g1:12,4:2";

/** A fresh empire as registration creates it (rules.md 4): a 250 terran home world. */
export const homeEmpire = (id = "p1", race: Race = "wardancer"): EmpireState => {
  const start = startingEmpire();
  return {
    id,
    race,
    resources: start.resources,
    morale: start.morale,
    researchPoints: 0,
    planets: [
      {
        id: HOME_PLANET_ID,
        size: 250,
        planetType: "terran",
        population: start.population,
        buildings: STARTING_BUILDINGS,
        bonus: null,
        isHomeWorld: true,
      },
    ],
    units: { ...start.fleet },
    science: NO_SCIENCE,
    research: NO_RESEARCH,
  };
};

/** The empire a flip result describes, ready to be the next flip's input. */
export const applyTurnResult = (
  empire: EmpireState,
  result: EmpireTurnResult,
  jobs: readonly DueUnitJob[],
): EmpireState => {
  const units: FleetUnits = { ...empire.units };
  for (const job of jobs) if (job.playerId === empire.id) units[UNIT_FLEET_KEY[job.unitType]] += job.quantity;
  for (const key of FLEET_UNIT_KEYS) units[key] -= result.unitsDisbanded[key];
  return {
    ...empire,
    resources: result.resources,
    morale: result.morale,
    researchPoints: result.researchPoints,
    research: result.research,
    units,
    planets: empire.planets.map((planet) => {
      const next = result.planets.find((p) => p.id === planet.id);
      return next ? { ...planet, population: next.population, buildings: next.buildings } : planet;
    }),
  };
};

/** Deep-freezes a value so any mutation throws (test modules run in strict mode). */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

const buildingsArb = (size: number): fc.Arbitrary<BuildingCounts> =>
  fc
    .array(fc.tuple(fc.constantFrom<BuildingType>(...BUILDING_TYPES), fc.integer({ min: 0, max: 60 })), {
      maxLength: 6,
    })
    .map((entries) => {
      const counts: Partial<Record<BuildingType, number>> = {};
      let used = 0;
      for (const [type, n] of entries) {
        const limit = type === "portal" ? Math.min(n, 1 - (counts.portal ?? 0)) : n;
        const take = Math.max(0, Math.min(limit, size - used));
        counts[type] = (counts[type] ?? 0) + take;
        used += take;
      }
      return counts;
    });

const planetArb = (id: string, isHomeWorld: boolean): fc.Arbitrary<PlanetState> =>
  fc.integer({ min: 50, max: 320 }).chain((size) =>
    fc.record({
      id: fc.constant(id),
      size: fc.constant(size),
      planetType: fc.constantFrom(...PLANET_TYPES),
      population: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 40_000 })),
      buildings: buildingsArb(size),
      bonus: fc.option(
        fc.record({
          bonusType: fc.constantFrom(...BONUS_TYPES),
          multiplier: fc.integer({ min: 0, max: 8 }).map((k) => Math.round((1.1 + 0.05 * k) * 100) / 100),
        }),
      ),
      isHomeWorld: fc.constant(isHomeWorld),
    }),
  );

const unitsArb: fc.Arbitrary<FleetUnits> = fc.record({
  soldiers: fc.integer({ min: 0, max: 30_000 }),
  droids: fc.integer({ min: 0, max: 30_000 }),
  fighters: fc.integer({ min: 0, max: 10_000 }),
  bombers: fc.integer({ min: 0, max: 5_000 }),
  transports: fc.integer({ min: 0, max: 2_000 }),
  lasers: fc.constant(0),
  wizards: fc.integer({ min: 0, max: 3_000 }),
  agents: fc.integer({ min: 0, max: 3_000 }),
  explorers: fc.integer({ min: 0, max: 20 }),
});

const fraction = fc.double({ min: 0, max: 1, noNaN: true });

/** Any valid allocation: five multiples of 5 (the sliders' step) totalling 100. */
export const allocationArb: fc.Arbitrary<ScienceAllocation> = fc
  .array(fc.integer({ min: 0, max: 4 }), { minLength: 19, maxLength: 19 })
  .map((cuts) => {
    // 20 steps of 5 dealt to the five fields: each of 20 steps goes to a field index.
    const counts = [0, 0, 0, 0, 0];
    for (const field of [...cuts, 0]) counts[field] = (counts[field] ?? 0) + 1;
    return Object.fromEntries(SCIENCE_FIELDS.map((f, i) => [f, (counts[i] ?? 0) * 5])) as ScienceAllocation;
  });

/** Any plausible empire: stocks from empty to rich, armies from none to ruinous, 1–4 planets. */
export const empireArb = (id: string): fc.Arbitrary<EmpireState> =>
  fc.integer({ min: 1, max: 4 }).chain((planetCount) =>
    fc.record({
      id: fc.constant(id),
      race: fc.constantFrom(...RACES),
      resources: fc.record({
        credits: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 10_000_000 })),
        food: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 5_000_000 })),
        iron: fc.integer({ min: 0, max: 1_000_000 }),
        endurium: fc.integer({ min: 0, max: 1_000_000 }),
        octarine: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      morale: fc.double({ min: -0.5, max: 1.1, noNaN: true }),
      researchPoints: fc.integer({ min: 0, max: 10_000_000 }),
      planets: fc.tuple(
        ...Array.from({ length: planetCount }, (_, i) => planetArb(`g1:${i + 1},${i + 2}:${i + 1}`, i === 0)),
      ),
      units: unitsArb,
      science: fc.record({
        military: fraction,
        welfare: fraction,
        economy: fraction,
        construction: fraction,
        resources: fraction,
      }),
      research: fc.record({
        remainingInvestment: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 50_000_000 })),
        allocation: allocationArb,
        fieldPoints: fc.record({
          military: fc.integer({ min: 0, max: 1_000_000 }),
          welfare: fc.integer({ min: 0, max: 1_000_000 }),
          economy: fc.integer({ min: 0, max: 1_000_000 }),
          construction: fc.integer({ min: 0, max: 1_000_000 }),
          resources: fc.integer({ min: 0, max: 1_000_000 }),
        }),
      }),
    }),
  );

/** Due jobs for the given players; planet ids may or may not belong to them (captured planets). */
export const jobsArb = (
  playerIds: readonly string[],
): fc.Arbitrary<{ buildings: DueBuildingJob[]; units: DueUnitJob[] }> =>
  fc.record({
    buildings: fc.array(
      fc.record({
        id: fc.uuid(),
        playerId: fc.constantFrom(...playerIds),
        planetId: fc.integer({ min: 1, max: 5 }).map((i) => `g1:${i},${i + 1}:${i}`),
        buildingType: fc.constantFrom(...BUILDING_TYPES.filter((type) => type !== "portal")),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 6 },
    ),
    units: fc.array(
      fc.record({
        id: fc.uuid(),
        playerId: fc.constantFrom(...playerIds),
        fleetId: fc.constant("g1:home"),
        unitType: fc.constantFrom(...UNIT_TYPES),
        quantity: fc.integer({ min: 1, max: 10_000 }),
      }),
      { maxLength: 6 },
    ),
  });

/** A deep copy of plain data (arrays, records, primitives); keeps −0, unlike a JSON round trip. */
export const deepCopy = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map((item: unknown) => deepCopy(item)) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, deepCopy(inner)])) as T;
  }
  return value;
};
