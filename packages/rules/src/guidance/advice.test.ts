import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviseEmpire, MAX_GOALS, MIN_GOALS } from "./advice.ts";
import type { AdviceInput } from "./advice-types.ts";

/** A new empire at turn 3 (rules.md 4): 100 of 250 slots built, one explorer, protected until turn 72. */
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
  neighbour: { playerId: "p2", name: "Bob", colonyPlanetId: null, attackable: false, hasIntel: false },
};

const codes = (input: AdviceInput) => adviseEmpire(input).map((goal) => goal.code);

describe("adviseEmpire", () => {
  it("a new empire: build toward exploration first, with the build dialog on the home world", () => {
    const goals = adviseEmpire(newEmpire);
    expect(goals.map((goal) => goal.code)).toEqual([
      "build_to_explore",
      "build_research",
      "spy_neighbour",
      "first_colony",
      "grow_economy",
    ]);
    expect(goals[0]).toMatchObject({
      title: "Build 25 cash factories to unlock exploration",
      params: { count: 25, built: 100, needed: 125, inProgress: 0, buildingType: "cash_factory", turns: 5 },
      link: "/planets?galaxyId=g1&planetId=g1%3A2%2C3%3A1&action=build",
      done: false,
    });
    expect(goals[2]?.link).toBe("/operations?galaxyId=g1&tab=ops&operation=spy_on_target&targetPlayer=p2");
  });

  it("once half is built: explore now, pointing the map at the free planet", () => {
    const ready = { ...newEmpire, planets: [{ ...newEmpire.planets[0]!, built: 125 }] };
    const [first] = adviseEmpire(ready);
    expect(first).toMatchObject({ code: "explore_now", link: "/map-grid?galaxyId=g1&focusX=3&focusY=3&select=1" });
    // Without an explorer: build one (unit dialog on the fleets page).
    const none = adviseEmpire({ ...ready, explorers: { home: 0, inBuild: 0, exploring: 1 } });
    expect(none[0]).toMatchObject({ code: "build_explorer", link: "/fleets?galaxyId=g1&action=build-units" });
  });

  it("food running out comes first, with enough farms to cover the deficit", () => {
    const hungry = { ...newEmpire, foodNet: -250, turnsUntilShortage: { credits: null, food: 6 } };
    expect(adviseEmpire(hungry)[0]).toMatchObject({
      code: "build_farms",
      title: "Build 3 farms: food runs out in 6 turns",
      params: { count: 3, turns: 6 },
    });
  });

  it("never asks for more farms than the planet has room for", () => {
    const starving = { ...newEmpire, foodNet: -18_630, turnsUntilShortage: { credits: null, food: 2 } };
    expect(adviseEmpire(starving)[0]?.params).toEqual({ count: 150, turns: 2 });
  });

  it("protection ending within ten turns asks for defences", () => {
    expect(codes({ ...newEmpire, currentTurn: 62 })[0]).toBe("protection_ending");
    expect(codes({ ...newEmpire, currentTurn: 61 })).not.toContain("protection_ending");
    expect(codes({ ...newEmpire, currentTurn: 72 })).not.toContain("protection_ending");
  });

  it("with intel on an attackable neighbour: the spy goal is done and an attack can be planned", () => {
    const neighbour = { playerId: "p2", name: "Bob", colonyPlanetId: "g1:5,5:2", attackable: true, hasIntel: true };
    const goals = adviseEmpire({ ...newEmpire, neighbour });
    const plan = goals.find((goal) => goal.code === "plan_attack");
    expect(plan?.link).toBe("/fleets?galaxyId=g1&action=attack&targetPlanet=g1%3A5%2C5%3A2");
    expect(goals.some((goal) => goal.code === "spy_neighbour")).toBe(false);
  });

  it("too few agents: train some before spying", () => {
    const goals = adviseEmpire({ ...newEmpire, army: { ...newEmpire.army, agents: 5 } });
    expect(goals.find((goal) => goal.code === "train_agents")).toMatchObject({
      title: "Train 15 agents for your spies",
      link: "/fleets?galaxyId=g1&action=build-units",
    });
  });

  it("a race with neither spy nor vision gets no spy goal", () => {
    expect(codes({ ...newEmpire, race: "camaar" })).not.toContain("spy_neighbour");
  });

  it("property: always 3 to 5 goals with unique ids and a link into the galaxy", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 250 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (built, inProgress, explorers, food, turn, intel) => {
          const goals = adviseEmpire({
            ...newEmpire,
            currentTurn: turn,
            planets: [{ ...newEmpire.planets[0]!, built, inProgress: Math.min(inProgress, 250 - built) }],
            explorers: { home: explorers, inBuild: 0, exploring: 0 },
            turnsUntilShortage: { credits: null, food },
            neighbour: { ...newEmpire.neighbour!, hasIntel: intel },
          });
          expect(goals.length).toBeGreaterThanOrEqual(MIN_GOALS);
          expect(goals.length).toBeLessThanOrEqual(MAX_GOALS);
          expect(new Set(goals.map((goal) => goal.id)).size).toBe(goals.length);
          for (const goal of goals) expect(goal.link).toMatch(/^\/[a-z-]+\?galaxyId=g1/);
        },
      ),
    );
  });
});
