import { describe, expect, it } from "vitest";
import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { seededRandom, type Random } from "../random/seeded-random.ts";
import type { BattleInput } from "./battle-types.ts";
import { resolveBattle } from "./resolve-battle.ts";

const units = (partial: Partial<FleetUnits>): FleetUnits => ({ ...emptyFleetUnits(), ...partial });
const always = (value: number): Random => ({ next: () => value, int: (min) => min });

const battle = (overrides: {
  attacker?: Partial<BattleInput["attacker"]>;
  defender?: Partial<BattleInput["defender"]>;
  planet?: Partial<BattleInput["planet"]>;
  config?: BattleInput["config"];
}): BattleInput => ({
  attacker: {
    units: units({ soldiers: 1000, transports: 10 }),
    race: "quantam",
    military: 0,
    noFear: false,
    networth: 10_000,
    ...overrides.attacker,
  },
  defender: {
    stationedUnits: units({ soldiers: 100 }),
    homeFleetUnits: emptyFleetUnits(),
    homeFleetDefends: false,
    military: 0,
    noFear: false,
    networth: 10_000,
    ...overrides.defender,
  },
  planet: { size: 200, buildings: {}, population: 5000, ...overrides.planet },
  ...(overrides.config ? { config: overrides.config } : {}),
});

describe("phase 1, Ground vs Air", () => {
  it("reads like the rules' example: 12 bombers, 5 lasers, 50 transports full of droids", () => {
    const input = battle({
      attacker: { units: units({ bombers: 12, transports: 50, droids: 4950 }) },
      planet: { buildings: { laser: 5 } },
    });
    const phase = resolveBattle(input, always(0.99)).report.phases[0];
    expect(phase?.description).toBe(
      "12 bombers destroyed 1 laser; 4 lasers shot down 40 transports (3,960 troops lost)",
    );
    expect(phase?.attackerLosses).toEqual({ transports: 40, droids: 3960 });
    expect(phase?.defenderLosses).toEqual({ lasers: 1 });
  });

  it("gives the fractional bomber chance to one draw: 12 bombers kill a second laser when next() < 0.2", () => {
    const input = battle({ attacker: { units: units({ bombers: 12 }) }, planet: { buildings: { laser: 5 } } });
    expect(resolveBattle(input, always(0.19)).planet.lasersDestroyed).toBe(2);
    expect(resolveBattle(input, always(0.2)).planet.lasersDestroyed).toBe(1);
  });

  it("fires at bombers once the transports are gone, and never at fighters", () => {
    const input = battle({
      attacker: { units: units({ bombers: 5, transports: 3, soldiers: 300, fighters: 50 }) },
      planet: { buildings: { laser: 2 } },
    });
    const phase = resolveBattle(input, always(0.99)).report.phases[0];
    expect(phase?.attackerLosses).toEqual({ transports: 3, bombers: 5, soldiers: 300 });
    expect(phase?.description).toBe(
      "5 bombers destroyed 0 lasers; 2 lasers shot down 3 transports and 5 bombers (300 troops lost)",
    );
  });

  it("loses lasers even when the attack fails", () => {
    const input = battle({
      attacker: { units: units({ bombers: 30 }) },
      planet: { buildings: { laser: 8, farm: 4 } },
    });
    const result = resolveBattle(input, always(0.99));
    expect(result.report.planetOutcome).toBe("defended");
    expect(result.planet.buildingsAfter.laser).toBe(5);
    expect(result.planet.buildingsDestroyed).toEqual({ laser: 3 });
  });
});

describe("phase 2, Air Battle", () => {
  it("caps losses at 30%: attacking bombers without fighter cover lose 30%", () => {
    const input = battle({
      attacker: { units: units({ bombers: 100, transports: 10, soldiers: 1000 }) },
      defender: { stationedUnits: units({ fighters: 10 }) },
    });
    const phase = resolveBattle(input, always(0.99)).report.phases[1];
    expect(phase?.attackerLosses).toEqual({ bombers: 30, transports: 3, soldiers: 300 });
    expect(phase?.defenderLosses).toEqual({});
  });

  it("spares bombers and transports when the defender has no fighters", () => {
    const input = battle({ attacker: { units: units({ fighters: 100, bombers: 100 }) } });
    const phase = resolveBattle(input, always(0.99)).report.phases[1];
    expect(phase?.attackerLosses).toEqual({});
    expect(phase?.description).toBe("100 attacking fighters (strength 1,100) met no defending fighters");
  });
});

describe("phase 3, Ground Battle", () => {
  it("holds the planet when no troops landed, and destroys the fleet (defeatDestroysFleet)", () => {
    const input = battle({ attacker: { units: units({ fighters: 100, agents: 3 }) } });
    const result = resolveBattle(input, always(0.99));
    expect(result.report.winner).toBe("defender");
    expect(result.report.phases[2]?.description).toBe("No troops landed; the planet holds");
    expect(result.attacker.fleetDestroyed).toBe(true);
    expect(result.attacker.destroyedAfterBattle).toEqual(units({ fighters: 100 }));
    expect(result.attacker.returningHome).toEqual(units({ agents: 3 }));
  });

  it("hands an undefended planet to any landed troop without losses", () => {
    const input = battle({
      attacker: { units: units({ soldiers: 1, transports: 1 }) },
      defender: { stationedUnits: emptyFleetUnits() },
    });
    const result = resolveBattle(input, always(0.99));
    expect(result.report.planetOutcome).toBe("captured");
    expect(result.report.phases[2]?.description).toBe("1 troop landed on an undefended planet");
    expect(result.attacker.stationedOnPlanet).toEqual(units({ soldiers: 1, transports: 1 }));
  });

  it("makes the winner lose at least 1 of a type it had 10 or more of", () => {
    const input = battle({
      attacker: { units: units({ droids: 1000, soldiers: 9, transports: 11 }) },
      defender: { stationedUnits: units({ soldiers: 1 }) },
    });
    const phase = resolveBattle(input, always(0.99)).report.phases[2];
    expect(phase?.attackerLosses).toEqual({ droids: 1 });
    expect(phase?.defenderLosses).toEqual({ soldiers: 1 });
  });

  it("lets a tie hold the planet", () => {
    // A = 500 × 2 × 1.1 (quantam) = 1,100; D = 220 × 5 = 1,100.
    const input = battle({
      attacker: { units: units({ soldiers: 500, transports: 5 }) },
      defender: { stationedUnits: units({ soldiers: 220 }) },
    });
    const result = resolveBattle(input, always(0.99));
    expect(result.report.winner).toBe("defender");
    expect(result.report.phases[2]?.attackerLosses).toEqual({ soldiers: 250 });
    expect(result.report.phases[2]?.defenderLosses).toEqual({ soldiers: 33 });
  });

  it("applies race attack, military and No Fear to the attacker, but only military and No Fear to the defender", () => {
    // Attacker A = 100 × 5 × 1.4 (camaar) × 1.1 × 1.1 = 847; defender D = 160 × 5 × 1.05 = 840.
    const input = battle({
      attacker: { units: units({ droids: 100, transports: 1 }), race: "camaar", military: 0.1, noFear: true },
      defender: { stationedUnits: units({ soldiers: 160 }), military: 0.05 },
    });
    expect(resolveBattle(input, always(0.99)).report.winner).toBe("attacker");
    const noFearDefender = battle({
      attacker: input.attacker,
      defender: { stationedUnits: units({ soldiers: 160 }), military: 0.05, noFear: true },
    });
    expect(resolveBattle(noFearDefender, always(0.99)).report.winner).toBe("defender");
  });
});

describe("the home fleet", () => {
  const input = battle({
    attacker: { units: units({ droids: 2000, transports: 20, fighters: 100 }) },
    defender: {
      stationedUnits: units({ soldiers: 100, fighters: 50, wizards: 2 }),
      homeFleetUnits: units({ soldiers: 300, fighters: 150, agents: 7 }),
      homeFleetDefends: true,
    },
  });
  const result = resolveBattle(input, always(0.99));

  it("joins the defence and is flagged in the report", () => {
    expect(result.report.defenderHomeFleetUnits).toEqual(units({ soldiers: 300, fighters: 150 }));
    expect(result.report.defenderInitialUnits).toEqual(units({ soldiers: 400, fighters: 200, wizards: 2 }));
  });

  it("shares the losses with the stationed fleet in proportion, and keeps its survivors after a capture", () => {
    expect(result.report.planetOutcome).toBe("captured");
    const total = result.report.defenderTotalLosses;
    expect(result.defender.stationedLosses.soldiers + result.defender.homeFleetLosses.soldiers).toBe(total.soldiers);
    expect(result.defender.homeFleetLosses.soldiers).toBe(300);
    expect(result.defender.homeFleetAfter.agents).toBe(7);
    expect(result.defender.homeFleetAfter.fighters).toBe(150 - result.defender.homeFleetLosses.fighters);
    expect(result.defender.stationedAfter).toEqual(emptyFleetUnits());
    expect(result.defender.stationedDestroyedAfterBattle.wizards).toBe(2);
  });

  it("stays home when it does not defend", () => {
    const alone = resolveBattle({ ...input, defender: { ...input.defender, homeFleetDefends: false } }, always(0.99));
    expect(alone.report.defenderHomeFleetUnits).toBeNull();
    expect(alone.defender.homeFleetLosses).toEqual(emptyFleetUnits());
    expect(alone.defender.homeFleetAfter).toEqual(input.defender.homeFleetUnits);
  });
});

describe("outcomes by networth ratio", () => {
  const planet = {
    size: 150,
    buildings: { farm: 11, mine: 4, laser: 3, portal: 1, living_quarters: 1 },
    population: 5001,
  };
  const win = (attackerNetworth: number): BattleInput =>
    battle({
      // 20 bombers destroy 2 of the 3 lasers; the last one downs 10 of the 30 transports (333 droids).
      attacker: {
        units: units({ droids: 1000, transports: 30, bombers: 20, explorers: 1 }),
        networth: attackerNetworth,
      },
      defender: { stationedUnits: units({ soldiers: 10 }), networth: 10_000 },
      planet,
    });

  it("captures at r ≤ 1.5: buildings intact except the portal, population kept", () => {
    const result = resolveBattle(win(15_000), always(0.99));
    expect(result.report.planetOutcome).toBe("captured");
    expect(result.planet.buildingsDestroyed).toEqual({ laser: 2, portal: 1 });
    expect(result.planet.populationAfter).toBe(5001);
    expect(result.attacker.returningHome).toEqual(units({ explorers: 1 }));
    expect(result.report.phases[3]?.description).toContain(
      "Planet captured (networth ratio 1.50); its portal was destroyed",
    );
  });

  it("razes at 1.5 < r ≤ 2.86: half of each building type and half the population", () => {
    const result = resolveBattle(win(28_571), always(0.99));
    expect(result.report.planetOutcome).toBe("razed");
    expect(result.planet.buildingsDestroyed).toEqual({ farm: 5, mine: 2, laser: 2, portal: 1 });
    expect(result.planet.buildingsAfter).toMatchObject({ farm: 6, mine: 2, laser: 1, portal: 0, living_quarters: 1 });
    expect(result.planet.populationAfter).toBe(2500);
    expect(result.planet.ownership).toBe("attacker");
  });

  it("destroys at r > 2.86: no buildings, no people, no owner; the attackers go home", () => {
    const result = resolveBattle(win(28_572), always(0.99));
    expect(result.report.planetOutcome).toBe("destroyed");
    expect(result.planet.ownership).toBe("nobody");
    expect(result.planet.populationAfter).toBe(0);
    expect(Object.values(result.planet.buildingsAfter).every((n) => n === 0)).toBe(true);
    expect(result.planet.uninhabitableTurns).toBe(72);
    expect(result.attacker.stationedOnPlanet).toEqual(emptyFleetUnits());
    expect(result.attacker.returningHome).toEqual(result.attacker.survivors);
  });

  it("sends air survivors home after a defeat when defeatDestroysFleet is off", () => {
    const input = battle({
      attacker: { units: units({ soldiers: 100, transports: 1, fighters: 10, bombers: 5 }) },
      defender: { stationedUnits: units({ soldiers: 1000 }) },
      config: { defeatDestroysFleet: false },
    });
    const result = resolveBattle(input, seededRandom("t"));
    expect(result.report.planetOutcome).toBe("defended");
    expect(result.attacker.fleetDestroyed).toBe(false);
    expect(result.attacker.returningHome).toEqual(units({ transports: 1, fighters: 10, bombers: 5 }));
    expect(result.attacker.destroyedAfterBattle).toEqual(units({ soldiers: result.attacker.survivors.soldiers }));
  });
});
