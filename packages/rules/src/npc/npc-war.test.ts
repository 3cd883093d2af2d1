import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { raceSpec } from "../catalogue/races.ts";
import { emptyFleetUnits, UNITS, type FleetUnits } from "../catalogue/units.ts";
import { checkUnitOrder } from "../build/unit-order.ts";
import { checkSendOrder } from "../fleet/send-validation.ts";
import { resolveBattle } from "../combat/resolve-battle.ts";
import { seededRandom } from "../random/seeded-random.ts";
import {
  chooseNpcTarget,
  estimateStrikeRatio,
  noisyRatio,
  planNpcOperations,
  type NpcOperationsInput,
  NPC_MIN_STRIKE_TROOPS,
  npcStrikeForce,
  planNpcArmy,
  type NpcArmyInput,
} from "./npc-war.ts";

const units = (u: Partial<FleetUnits>): FleetUnits => ({ ...emptyFleetUnits(), ...u });
const none = { troops: 0, transports: 0, fighters: 0, bombers: 0 };
const rich = { credits: 10_000_000, iron: 1_000_000, endurium: 1_000_000, octarine: 0 };
const army = (overrides: Partial<NpcArmyInput> = {}): NpcArmyInput => ({
  level: "hard",
  race: "wardancer",
  aggrieved: false,
  population: 50_000,
  held: none,
  budget: rich,
  totalIncome: 100_000,
  ...overrides,
});

describe("planNpcArmy", () => {
  it("trains nothing for easy NPCs, nor for medium ones nobody attacked", () => {
    expect(planNpcArmy(army({ level: "easy", aggrieved: true }))).toEqual([]);
    expect(planNpcArmy(army({ level: "medium" }))).toEqual([]);
  });

  it("raises a hard NPC's strike force toward 60 troops per 1,000 people with transports, fighters and bombers", () => {
    // 50,000 people: 3,000 droids, 30 transports, 300 fighters, 150 bombers.
    expect(planNpcArmy(army())).toEqual([
      { unitType: "droid", quantity: 3000 },
      { unitType: "transport", quantity: 30 },
      { unitType: "fighter", quantity: 300 },
      { unitType: "bomber", quantity: 150 },
    ]);
  });

  it("lets a medium NPC raise 40 per 1,000 once it has someone to strike back at, and counts what it holds", () => {
    const plan = planNpcArmy(
      army({ level: "medium", aggrieved: true, held: { troops: 1500, transports: 20, fighters: 0, bombers: 100 } }),
    );
    expect(plan).toEqual([
      { unitType: "droid", quantity: 500 },
      { unitType: "fighter", quantity: 200 },
    ]);
  });

  it("never spends more than half of its budget, and its orders pass the players' unit check", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (credits, iron, endurium, population) => {
          const budget = { credits, iron, endurium, octarine: 0 };
          const plan = planNpcArmy(army({ budget, population }));
          if (plan.length === 0) return;
          const check = checkUnitOrder({ race: "wardancer", resources: budget, orders: plan, recentDailyCounts: {} });
          expect(check.ok).toBe(true);
          if (!check.ok) return;
          expect(check.totalCost.credits).toBeLessThanOrEqual(credits / 2);
          expect(check.totalCost.iron).toBeLessThanOrEqual(iron / 2);
          expect(check.totalCost.endurium).toBeLessThanOrEqual(endurium / 2);
        },
      ),
    );
  });

  it("keeps no more strike units than a quarter of its income pays for", () => {
    const plan = planNpcArmy(army({ totalIncome: 1_400 }));
    expect(plan.reduce((sum, o) => sum + o.quantity, 0)).toBeLessThanOrEqual(350);
    // 301 droids come with the 4 transports that carry them, 30 fighters and 15 bombers: 350 units.
    expect(plan).toEqual([
      { unitType: "droid", quantity: 301 },
      { unitType: "transport", quantity: 4 },
      { unitType: "fighter", quantity: 30 },
      { unitType: "bomber", quantity: 15 },
    ]);
    expect(
      planNpcArmy(army({ totalIncome: 1_400, held: { troops: 300, transports: 3, fighters: 30, bombers: 17 } })),
    ).toEqual([]);
  });

  it("prices a balanced strike package", () => {
    const plan = planNpcArmy(army({ budget: { credits: 17_200, iron: 1_000_000, endurium: 1_000_000, octarine: 0 } }));
    // Half of 17,200 credits buys the largest balanced force that fits: about 100 troops and their escort.
    const spent = plan.reduce((sum, o) => sum + UNITS[o.unitType].cost.credits * o.quantity, 0);
    expect(spent).toBeLessThanOrEqual(8_600);
    expect(plan.map((o) => o.unitType)).toContain("droid");
  });
});

describe("planNpcArmy's balance", () => {
  it("never orders a troop without the transport that will carry it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 20 }),
        (credits, totalIncome, population, transports) => {
          const held = { troops: transports * 100, transports, fighters: 0, bombers: 0 };
          const plan = planNpcArmy(
            army({
              budget: { credits, iron: 1_000_000, endurium: 1_000_000, octarine: 0 },
              totalIncome,
              population,
              held,
            }),
          );
          const ordered = (type: string) => plan.find((o) => o.unitType === type)?.quantity ?? 0;
          expect(held.troops + ordered("droid")).toBeLessThanOrEqual((transports + ordered("transport")) * 100);
          expect(held.troops + held.transports + plan.reduce((sum, o) => sum + o.quantity, 0)).toBeLessThanOrEqual(
            Math.max(held.troops + held.transports, totalIncome * 0.25),
          );
        },
      ),
    );
  });
});

describe("npcStrikeForce", () => {
  it("sends the troops its transports carry, keeps the standing defence, and takes all fighters and bombers", () => {
    const home = units({ soldiers: 700, droids: 950, transports: 12, fighters: 80, bombers: 30, agents: 5 });
    const force = npcStrikeForce(home, 500);
    expect(force).toEqual(units({ droids: 950, soldiers: 200, transports: 12, fighters: 80, bombers: 30 }));
    expect(checkSendOrder({ mission: "attack", available: home, requested: force ?? {} }).ok).toBe(true);
  });

  it("leaves troops behind when transports are short, and sends nothing below the minimum", () => {
    expect(npcStrikeForce(units({ droids: 1000, transports: 3 }), 0)).toEqual(units({ droids: 300, transports: 3 }));
    expect(npcStrikeForce(units({ droids: NPC_MIN_STRIKE_TROOPS - 1, transports: 5 }), 0)).toBeNull();
    expect(npcStrikeForce(units({ soldiers: 400, transports: 5 }), 400)).toBeNull();
  });
});

describe("estimateStrikeRatio", () => {
  const base = { attackerRace: "quantam", attackerMilitary: 0, defenderMilitary: 0 };

  it("is A / D of the troops that land against the defending troops", () => {
    // 1,000 droids × 5 × race attack against 500 soldiers × 5 = 2,500.
    const ratio = estimateStrikeRatio({
      ...base,
      strike: units({ droids: 1000, transports: 10 }),
      defence: units({ soldiers: 500 }),
      lasers: 0,
    });
    expect(ratio).toBeCloseTo(2 * raceSpec("quantam").bonuses.attack);
  });

  it("counts the troops lasers shoot down with their transports", () => {
    // 2 lasers fire 20 shots: all 10 transports and the droids aboard are lost, nothing lands.
    const strike = units({ droids: 1000, transports: 10 });
    expect(estimateStrikeRatio({ ...base, strike, defence: units({ soldiers: 500 }), lasers: 2 })).toBe(0);
    // 10 bombers take one laser out first; the other shoots down all 10 transports.
    expect(estimateStrikeRatio({ ...base, strike: { ...strike, bombers: 10 }, defence: units({}), lasers: 2 })).toBe(0);
    expect(estimateStrikeRatio({ ...base, strike, defence: units({}), lasers: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it("agrees with the battle itself on who wins the ground", () => {
    fc.assert(
      fc.property(
        fc.record({
          droids: fc.integer({ min: 0, max: 5000 }),
          soldiers: fc.integer({ min: 0, max: 5000 }),
          fighters: fc.integer({ min: 0, max: 500 }),
          bombers: fc.nat({ max: 100 }).map((n) => n * 10),
        }),
        fc.record({
          soldiers: fc.integer({ min: 0, max: 5000 }),
          droids: fc.integer({ min: 0, max: 5000 }),
          fighters: fc.integer({ min: 0, max: 500 }),
        }),
        fc.integer({ min: 0, max: 20 }),
        (a, d, lasers) => {
          const strike = units({ ...a, transports: Math.ceil((a.droids + a.soldiers) / 100) });
          const defence = units(d);
          const ratio = estimateStrikeRatio({ ...base, strike, defence, lasers });
          const battle = resolveBattle(
            {
              attacker: { units: strike, race: "quantam", military: 0, noFear: false, networth: 100 },
              defender: {
                stationedUnits: defence,
                homeFleetUnits: emptyFleetUnits(),
                homeFleetDefends: false,
                military: 0,
                noFear: false,
                networth: 100,
              },
              planet: { size: 100, buildings: { laser: lasers }, population: 1000 },
            },
            seededRandom("estimate"),
          );
          // Bombers come in tens, so the estimate's laser kills are exact and so is its verdict.
          expect(battle.report.winner === "attacker").toBe(ratio > 1 + 1e-9);
        },
      ),
    );
  });
});

describe("noisyRatio and chooseNpcTarget", () => {
  it("reads a ratio within ±20%", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (r, u) => {
          const read = noisyRatio(r, u);
          expect(read).toBeGreaterThanOrEqual(r * 0.8 - 1e-9);
          expect(read).toBeLessThanOrEqual(r * 1.2 + 1e-9);
        },
      ),
    );
  });

  it("picks the best ratio over the threshold, then the owner with the fewest planets, then the lowest id", () => {
    const c = (planetId: string, ratio: number, ownerPlanets: number) => ({ planetId, ratio, ownerPlanets });
    expect(chooseNpcTarget([c("a", 1.4, 3), c("b", 1.1, 1)], 1.5)).toBeNull();
    expect(chooseNpcTarget([c("a", 1.6, 3), c("b", 2.5, 9), c("c", 1.5, 1)], 1.5)?.planetId).toBe("b");
    expect(chooseNpcTarget([c("a", 2, 3), c("b", 2, 2)], 1.2)?.planetId).toBe("b");
    expect(chooseNpcTarget([c("b", 2, 2), c("a", 2, 2)], 1.2)?.planetId).toBe("a");
    expect(chooseNpcTarget([c("a", Number.POSITIVE_INFINITY, 5), c("b", 3, 1)], 1.2)?.planetId).toBe("a");
  });
});

describe("planNpcOperations", () => {
  const ops = (overrides: Partial<NpcOperationsInput> = {}): NpcOperationsInput => ({
    level: "hard",
    race: "quantam",
    morale: 1,
    agents: 5,
    wizards: 5,
    octarine: 1000,
    strike: { planetId: "g:3,4:1", playerId: "vic" },
    lastAttackerId: "eve",
    ...overrides,
  });

  it("looks at the strike's target and, when hard, hits back at its last attacker", () => {
    expect(planNpcOperations(ops())).toEqual([
      { operationType: "sense_defense_system", targetPlayerId: "vic", targetPlanetId: "g:3,4:1" },
      { operationType: "destroy_cash", targetPlayerId: "eve", targetPlanetId: null },
    ]);
    expect(planNpcOperations(ops({ race: "revalon", strike: null }))).toEqual([
      { operationType: "reduced_food_production", targetPlayerId: "eve", targetPlanetId: null },
    ]);
  });

  it("runs intel only for medium NPCs, nothing for easy ones", () => {
    expect(planNpcOperations(ops({ level: "medium" })).map((c) => c.operationType)).toEqual(["sense_defense_system"]);
    expect(planNpcOperations(ops({ level: "easy" }))).toEqual([]);
  });

  it("falls back to what it can pay for and its race knows, and keeps morale at 50% or more", () => {
    expect(planNpcOperations(ops({ octarine: 5, lastAttackerId: null })).map((c) => c.operationType)).toEqual([
      "spy_on_target",
    ]);
    expect(planNpcOperations(ops({ race: "camaar", lastAttackerId: null }))).toEqual([]);
    expect(planNpcOperations(ops({ morale: 0.58 })).length).toBe(1);
    expect(planNpcOperations(ops({ morale: 0.54 }))).toEqual([]);
    expect(planNpcOperations(ops({ agents: 0, wizards: 0 }))).toEqual([]);
  });
});
