import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { spyReport, type IntelSnapshot } from "../operations/operation-effects.ts";
import { intelSpread, MEDIAN_DRAW, previewBattle } from "./battle-preview.ts";
import { battleInputFromIntel, militaryFromBattle, spyMilitaryOf, type PreviewAttacker } from "./intel-defence.ts";
import { resolveBattle } from "./resolve-battle.ts";

const units = (partial: Partial<FleetUnits>): FleetUnits => ({ ...emptyFleetUnits(), ...partial });
const counts = (c: Partial<Record<"soldiers" | "droids" | "fighters" | "bombers" | "transports", number>>) => ({
  soldiers: 0,
  droids: 0,
  fighters: 0,
  bombers: 0,
  transports: 0,
  ...c,
});

const snapshot = (stationedSoldiers: number, homeSoldiers: number): IntelSnapshot => ({
  playerId: "d",
  playerName: "Defender",
  race: "quantam",
  networth: 9_000,
  resources: { credits: 1, food: 1, iron: 1, endurium: 1, octarine: 1 },
  researchPoints: 0,
  planets: [
    {
      planetId: "g:3,4:1",
      x: 3,
      y: 4,
      idx: 1,
      planetType: "ice",
      population: 100,
      isHomeWorld: false,
      buildings: { laser: 4, portal: 0 } as IntelSnapshot["planets"][number]["buildings"],
    },
  ],
  familyMembers: [],
  military: {
    militaryBonusPercent: 10,
    homeFleet: counts({ soldiers: homeSoldiers, fighters: 50 }),
    stationed: { "g:3,4:1": counts({ soldiers: stationedSoldiers, fighters: 30 }) },
  },
});

const attacker: PreviewAttacker = {
  units: units({ droids: 1_000, transports: 40, fighters: 100, bombers: 50 }),
  race: "wardancer",
  military: 0,
  noFear: false,
  networth: 10_000,
};

describe("previewBattle", () => {
  it("equals a direct battle simulation on the same inputs (spy report → battle input)", () => {
    const intel = spyMilitaryOf(spyReport(snapshot(400, 900)));
    expect(intel).not.toBeNull();
    const input = battleInputFromIntel(attacker, intel!, "g:3,4:1", 150);
    // The report's stationed units and lasers defend; the home fleet stays away (no portal, not the home world).
    expect(input.defender.stationedUnits.soldiers).toBe(400);
    expect(input.defender.homeFleetDefends).toBe(false);
    expect(input.defender.military).toBeCloseTo(0.1);
    expect(input.planet.buildings.laser).toBe(4);
    const direct = resolveBattle(input, MEDIAN_DRAW).report;
    const estimate = previewBattle(input, 0);
    expect(estimate.attackerLosses).toEqual(direct.attackerTotalLosses);
    expect(estimate.defenderLosses).toEqual(direct.defenderTotalLosses);
    expect(estimate.outcome).toBe(direct.planetOutcome);
    expect(estimate.winChance).toBe(1);
  });

  it("follows the report: a stronger reported defence lowers the chance to win", () => {
    const weak = previewBattle(
      battleInputFromIntel(attacker, spyMilitaryOf(spyReport(snapshot(400, 0)))!, "g:3,4:1", 150),
      0,
    );
    const strong = previewBattle(
      battleInputFromIntel(attacker, spyMilitaryOf(spyReport(snapshot(4_000, 0)))!, "g:3,4:1", 150),
      0,
    );
    expect(weak.outcome).not.toBe("defended");
    expect(strong.outcome).toBe("defended");
    expect(strong.winChance).toBeLessThan(weak.winChance);
  });

  it("an old report widens the doubt: a close fight is neither sure win nor sure loss", () => {
    // A = 1000 droids × 5 × 1.7 = 8,500; D ≈ 1,545 soldiers × 5 × 1.1 = 8,500 (a coin flip).
    const close = battleInputFromIntel(
      { ...attacker, units: units({ droids: 1_000, transports: 10 }) },
      spyMilitaryOf(
        spyReport({
          ...snapshot(1_500, 0),
          planets: snapshot(0, 0).planets.map((p) => ({ ...p, buildings: { ...p.buildings, laser: 0 } })),
        }),
      )!,
      "g:3,4:1",
      150,
    );
    const chance = previewBattle(close, 30).winChance;
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeLessThan(1);
    expect(intelSpread(0)).toBeCloseTo(0.1);
    expect(intelSpread(100)).toBe(0.5);
  });

  it("a planet the report does not list counts only the home fleet when it can join (never)", () => {
    const input = battleInputFromIntel(attacker, spyMilitaryOf(spyReport(snapshot(400, 900)))!, "g:9,9:1", 150);
    expect(input.defender.stationedUnits).toEqual(emptyFleetUnits());
    expect(input.defender.homeFleetDefends).toBe(false);
    expect(input.planet.buildings.laser).toBe(0);
  });

  it("an own battle's report becomes intel: the units that stood on the planet, the home fleet, the lasers", () => {
    const seen = militaryFromBattle({
      planetId: "g:3,4:1",
      planetName: "3,4:1",
      defenderInitialUnits: { soldiers: 700, fighters: 50, lasers: 3 },
      defenderHomeFleetUnits: { soldiers: 200, fighters: 50 },
      defenderInitialLasers: 3,
      defenderNetworth: 8_000,
    });
    const input = battleInputFromIntel(attacker, seen, "g:3,4:1", 150);
    expect(input.defender.stationedUnits).toMatchObject({ soldiers: 500, fighters: 0 });
    expect(input.defender.homeFleetUnits).toMatchObject({ soldiers: 200, fighters: 50 });
    expect(input.defender.homeFleetDefends).toBe(true);
    expect(input.planet.buildings.laser).toBe(3);
    expect(input.defender.networth).toBe(8_000);
  });

  it("reports made before the military part existed give no intel", () => {
    const { military: _ignored, ...old } = snapshot(1, 1);
    expect(spyMilitaryOf(spyReport(old))).toBeNull();
    expect(spyMilitaryOf(null)).toBeNull();
  });

  it("property: losses and outcome are always the direct simulation's; the chance is a fraction", () => {
    const n = (max: number) => fc.integer({ min: 0, max });
    fc.assert(
      fc.property(
        n(5_000),
        n(5_000),
        n(500),
        n(200),
        n(60),
        n(5_000),
        n(500),
        n(40),
        n(60),
        (s, d, f, b, t, ds, df, l, age) => {
          const input = battleInputFromIntel(
            { ...attacker, units: units({ soldiers: s, droids: d, fighters: f, bombers: b, transports: t }) },
            spyMilitaryOf(
              spyReport({
                ...snapshot(0, 0),
                planets: snapshot(0, 0).planets.map((p) => ({ ...p, buildings: { ...p.buildings, laser: l } })),
                military: {
                  militaryBonusPercent: 0,
                  homeFleet: counts({}),
                  stationed: { "g:3,4:1": counts({ soldiers: ds, fighters: df }) },
                },
              }),
            )!,
            "g:3,4:1",
            150,
          );
          const direct = resolveBattle(input, MEDIAN_DRAW).report;
          const estimate = previewBattle(input, age);
          expect(estimate.attackerLosses).toEqual(direct.attackerTotalLosses);
          expect(estimate.defenderLosses).toEqual(direct.defenderTotalLosses);
          expect(estimate.outcome).toBe(direct.planetOutcome);
          expect(estimate.winChance).toBeGreaterThanOrEqual(0);
          expect(estimate.winChance).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
