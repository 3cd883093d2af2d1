import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { adviseEmpire, type AdviceInput } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";
import { goalText } from "./advice-text.ts";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

/** A new empire at turn 3 (as in the rules' advice tests). */
const newEmpire: AdviceInput = {
  galaxyId: "g1",
  currentTurn: 3,
  protectedUntilTurn: 72,
  race: "quantam",
  credits: 25_000,
  foodNet: 870,
  turnsUntilShortage: { credits: null, food: null },
  planets: [
    { id: "g1:2,3:1", isHomeWorld: true, size: 250, built: 100, inProgress: 0, lasers: 5, researchCenters: 10 },
  ],
  explorers: { home: 1, inBuild: 0, exploring: 0 },
  army: { soldiers: 100, droids: 0, fighters: 20, transports: 0, agents: 20 },
  nearestNeutral: { planetId: "g1:3,3:1", x: 3, y: 3, fee: 1_600 },
  neighbour: { playerId: "p2", name: "Bob", colonyPlanetId: "g1:5,5:2", attackable: true, hasIntel: false },
};

const empires = fc.record({
  built: fc.integer({ min: 0, max: 250 }),
  inProgress: fc.integer({ min: 0, max: 250 }),
  researchCenters: fc.integer({ min: 0, max: 40 }),
  explorers: fc.integer({ min: 0, max: 2 }),
  food: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  credits: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  purse: fc.integer({ min: 0, max: 3_000_000 }),
  fee: fc.integer({ min: 1, max: 2_500_000 }),
  turn: fc.integer({ min: 0, max: 80 }),
  agents: fc.integer({ min: 0, max: 25 }),
  intel: fc.boolean(),
  attackable: fc.boolean(),
});

describe("advisor goals in the player's language", () => {
  it("read in English exactly as the rules write them, for every goal and wording", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(empires, (e) => {
        const goals = adviseEmpire({
          ...newEmpire,
          currentTurn: e.turn,
          credits: e.purse,
          foodNet: e.food === null ? 870 : -250,
          turnsUntilShortage: { credits: e.credits, food: e.food },
          planets: [
            {
              ...newEmpire.planets[0]!,
              built: e.built,
              inProgress: Math.min(e.inProgress, 250 - e.built),
              researchCenters: e.researchCenters,
            },
          ],
          explorers: { home: e.explorers, inBuild: 0, exploring: 0 },
          army: { ...newEmpire.army, agents: e.agents },
          nearestNeutral: { ...newEmpire.nearestNeutral!, fee: e.fee },
          neighbour: { ...newEmpire.neighbour!, hasIntel: e.intel, attackable: e.attackable },
        });
        for (const goal of goals) {
          seen.add(`${goal.code} ${goal.title}`.replace(/[\d,]+/g, "n"));
          expect(goalText(goal, "title")).toBe(goal.title);
          expect(goalText(goal, "reason")).toBe(goal.reason);
        }
      }),
      { numRuns: 2_000 },
    );
    // Every goal the rules can give was checked (the spy goal gives way to the attack plan once there is intel).
    const codes = new Set([...seen].map((s) => s.split(" ")[0]));
    expect([...codes].sort()).toEqual(
      [
        "build_cash_factories",
        "build_explorer",
        "build_farms",
        "build_research",
        "build_to_explore",
        "explore_now",
        "first_colony",
        "grow_economy",
        "plan_attack",
        "protection_ending",
        "spy_neighbour",
        "train_agents",
      ].sort(),
    );
  });

  it("read in German, numbers grouped the German way", async () => {
    await i18n.changeLanguage("de");
    const [first] = adviseEmpire(newEmpire);
    expect(first?.code).toBe("build_to_explore");
    expect(goalText(first!, "title")).toBe("Baue 25 Geldfabriken, um die Erkundung freizuschalten");
    const big = adviseEmpire({
      ...newEmpire,
      planets: [{ ...newEmpire.planets[0]!, size: 5_000, built: 1_200, inProgress: 1_000 }],
    });
    expect(goalText(big[0]!, "reason")).toContain("1.200 von 2.500 fertig, 1.000 im Bau");
  });

  it("a goal this client has no text for shows the server's words", () => {
    const goal = { ...adviseEmpire(newEmpire)[0]!, code: "from_a_newer_server" };
    expect(goalText(goal, "title")).toBe(goal.title);
  });
});
