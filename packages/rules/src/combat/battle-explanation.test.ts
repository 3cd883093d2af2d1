import { describe, expect, it } from "vitest";
import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { explainBattle } from "./battle-explanation.ts";
import { MEDIAN_DRAW } from "./battle-preview.ts";
import type { BattleInput } from "./battle-types.ts";
import { resolveBattle } from "./resolve-battle.ts";

const units = (partial: Partial<FleetUnits>): FleetUnits => ({ ...emptyFleetUnits(), ...partial });
const battle = (attacker: Partial<FleetUnits>, defender: Partial<FleetUnits>, lasers = 0) => {
  const input: BattleInput = {
    attacker: { units: units(attacker), race: "quantam", military: 0, noFear: false, networth: 10_000 },
    defender: {
      stationedUnits: units(defender),
      homeFleetUnits: emptyFleetUnits(),
      homeFleetDefends: false,
      military: 0,
      noFear: false,
      networth: 10_000,
    },
    planet: { size: 100, buildings: { laser: lasers }, population: 100 },
  };
  return resolveBattle(input, MEDIAN_DRAW).report;
};

const you = { side: "you", attacker: "Me" } as const;

describe("explainBattle", () => {
  it("a lost air phase and transports shot down", () => {
    const report = battle({ fighters: 400, transports: 2, soldiers: 200 }, { fighters: 900 }, 3);
    expect(explainBattle(report, you)).toBe(
      "Your 400 fighters lost the air phase against 900 fighters defending and 3 lasers, and all 2 transports were shot down, so no troops landed.",
    );
  });

  it("a won ground battle names the outcome", () => {
    const report = battle({ droids: 1_000, transports: 10 }, { soldiers: 200 });
    expect(explainBattle(report, you)).toBe(
      "Your 1,000 droids beat 200 soldiers on the ground: the planet was captured.",
    );
  });

  it("a lost ground battle, seen by someone else", () => {
    const report = battle({ soldiers: 100, transports: 1 }, { soldiers: 1_000 });
    expect(explainBattle(report, { side: "other", attacker: "Alice" })).toBe(
      "Alice's 100 soldiers lost the ground battle to 1,000 soldiers defending.",
    );
  });

  it("nothing to land", () => {
    expect(explainBattle(battle({ fighters: 10 }, {}), you)).toBe(
      "Your 10 fighters won the air phase against no defending fighters, and no soldiers or droids were sent, so the planet could not be taken.",
    );
  });
});
