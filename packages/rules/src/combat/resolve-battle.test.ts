import { describe, expect, it } from "vitest";
import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { seededRandom, type Random } from "../random/seeded-random.ts";
import type { BattleInput } from "./battle-types.ts";
import { resolveBattle } from "./resolve-battle.ts";

const units = (partial: Partial<FleetUnits>): FleetUnits => ({ ...emptyFleetUnits(), ...partial });

/** A Random whose every draw is `value` (bernoulli draws use `next() < chance`, so 0.99 says no). */
const fixedRandom = (value: number): Random & { draws: number } => {
  const stub = {
    draws: 0,
    next: () => {
      stub.draws += 1;
      return value;
    },
    int: (min: number) => min,
  };
  return stub;
};

/** rules.md 12.7. */
const workedExample: BattleInput = {
  attacker: {
    units: units({ droids: 2000, transports: 20, bombers: 100, fighters: 300 }),
    race: "wardancer",
    military: 0,
    noFear: false,
    networth: 12_000,
  },
  defender: {
    stationedUnits: units({ soldiers: 500, fighters: 200 }),
    homeFleetUnits: units({ soldiers: 100, fighters: 20, agents: 5 }),
    homeFleetDefends: false,
    military: 0,
    noFear: false,
    networth: 10_000,
  },
  planet: { size: 200, buildings: { laser: 10, farm: 30, cash_factory: 40 }, population: 4000 },
};

describe("resolveBattle: the worked example of rules.md 12.7", () => {
  const random = fixedRandom(0.99);
  const result = resolveBattle(workedExample, random);
  const [groundVsAir, air, ground, outcome] = result.report.phases;

  it("phase 1: 100 bombers destroy all 10 lasers, so no shots are fired", () => {
    expect(groundVsAir?.phaseName).toBe("Ground vs Air");
    expect(groundVsAir?.defenderLosses).toEqual({ lasers: 10 });
    expect(groundVsAir?.attackerLosses).toEqual({});
    expect(groundVsAir?.description).toBe("100 bombers destroyed 10 lasers; no lasers were left to fire");
    expect(random.draws).toBe(0);
  });

  it("phase 2: FA 5,100 against FD 2,400 costs 28 fighters, 9 bombers, 1 transport and 100 droids; 40 defender fighters", () => {
    expect(air?.phaseName).toBe("Air Battle");
    expect(air?.attackerLosses).toEqual({ fighters: 28, bombers: 9, transports: 1, droids: 100 });
    expect(air?.defenderLosses).toEqual({ fighters: 40 });
    expect(air?.description).toBe(
      "300 attacking fighters (strength 5,100) met 200 defending fighters (strength 2,400): " +
        "attacker lost 28 fighters, 9 bombers and 1 transport (100 troops lost); defender lost 40 fighters",
    );
  });

  it("phase 3: A 16,150 beats D 2,500; the attacker loses 44 droids, the defender all 500 soldiers", () => {
    expect(ground?.phaseName).toBe("Ground Battle");
    expect(ground?.attackerLosses).toEqual({ droids: 44 });
    expect(ground?.defenderLosses).toEqual({ soldiers: 500 });
    expect(ground?.description).toContain("(strength 16,150)");
    expect(ground?.description).toContain("(strength 2,500)");
  });

  it("phase 4: captured at r = 1.2; the 160 surviving defender fighters are destroyed", () => {
    expect(outcome?.phaseName).toBe("Outcome");
    expect(outcome?.attackerLosses).toEqual({});
    expect(outcome?.defenderLosses).toEqual({});
    expect(result.report.winner).toBe("attacker");
    expect(result.report.planetOutcome).toBe("captured");
    expect(result.report.networthRatio).toBe(1.2);
    expect(result.defender.stationedDestroyedAfterBattle).toEqual(units({ fighters: 160 }));
    expect(result.defender.stationedAfter).toEqual(emptyFleetUnits());
    expect(outcome?.description).toContain("the 160 fighters stationed on the planet were destroyed");
  });

  it("leaves 1,856 droids, 19 transports, 91 bombers and 272 fighters stationed on the planet", () => {
    const held = units({ droids: 1856, transports: 19, bombers: 91, fighters: 272 });
    expect(result.attacker.survivors).toEqual(held);
    expect(result.attacker.stationedOnPlanet).toEqual(held);
    expect(result.attacker.returningHome).toEqual(emptyFleetUnits());
    expect(result.attacker.fleetDestroyed).toBe(false);
  });

  it("fills the report totals and the planet's aftermath", () => {
    expect(result.report.attackerTotalLosses).toEqual({ droids: 144, fighters: 28, bombers: 9, transports: 1 });
    expect(result.report.defenderTotalLosses).toEqual({ soldiers: 500, fighters: 40, lasers: 10 });
    expect(result.report.defenderInitialLasers).toBe(10);
    expect(result.report.defenderInitialUnits).toEqual(units({ soldiers: 500, fighters: 200, lasers: 10 }));
    expect(result.report.defenderHomeFleetUnits).toBeNull();
    expect(result.planet).toMatchObject({
      ownership: "attacker",
      ownershipChanges: true,
      lasersDestroyed: 10,
      buildingsDestroyed: { laser: 10 },
      populationAfter: 4000,
      uninhabitableTurns: 0,
    });
    expect(result.planet.buildingsAfter).toMatchObject({ laser: 0, farm: 30, cash_factory: 40, portal: 0 });
    expect(result.defender.homeFleetAfter).toEqual(workedExample.defender.homeFleetUnits);
  });
});

describe("resolveBattle on huge armies", () => {
  it("resolves 1,000 battles of 10^7-unit armies (it works on counts, never per unit)", () => {
    const huge = 10_000_000;
    let captured = 0;
    for (let i = 0; i < 1000; i++) {
      const result = resolveBattle(
        {
          ...workedExample,
          attacker: {
            ...workedExample.attacker,
            units: units({ droids: huge, transports: huge / 100, bombers: huge, fighters: huge + i }),
          },
          defender: {
            ...workedExample.defender,
            stationedUnits: units({ soldiers: huge, droids: huge - i, fighters: huge }),
            homeFleetUnits: units({ soldiers: huge, fighters: huge }),
            homeFleetDefends: true,
          },
          planet: { ...workedExample.planet, buildings: { laser: 300 } },
        },
        seededRandom("bench", i),
      );
      if (result.report.planetOutcome !== "defended") captured += 1;
      expect(result.attacker.survivors.droids).toBeLessThanOrEqual(huge);
    }
    expect(captured).toBeGreaterThanOrEqual(0);
  });
});
