import { describe, expect, it } from "vitest";
import type { DueBuildingJob, DueUnitJob, TurnInput } from "../economy/empire-state.ts";
import { applyTurnResult, HOME_PLANET_ID, homeEmpire } from "../testing/empire-fixtures.ts";
import { resolveTurn } from "./resolve-turn.ts";

const farms: DueBuildingJob = {
  id: "b1",
  playerId: "p1",
  planetId: HOME_PLANET_ID,
  buildingType: "farm",
  quantity: 10,
};
const soldiers: DueUnitJob = { id: "u1", playerId: "p1", fleetId: "g1:p1:home", unitType: "soldier", quantity: 50 };

const only = <T>(items: readonly T[]): T => {
  expect(items).toHaveLength(1);
  return items[0] as T;
};

describe("resolveTurn", () => {
  it("flips a starting empire with no jobs (first turn by hand)", () => {
    const result = resolveTurn({ turn: 1, empires: [homeEmpire()], dueBuildingJobs: [], dueUnitJobs: [] });
    const empire = only(result.empires);
    // credits 25,000 + 426 − (131 + 25 + 125); food 20,000 + 1,500 − 630 = 20,870 − floor(104.35);
    // iron 2,015 − 10; endurium 510 − 2; octarine 2,010 − 10
    expect(empire.resources).toEqual({ credits: 25_145, food: 20_766, iron: 2005, endurium: 508, octarine: 2000 });
    expect(empire.researchPoints).toBe(240); // 20 × 10 × 1.2
    expect(empire.morale).toBe(1);
    expect(only(empire.planets).population).toBe(5250);
    // 1100 + 171 units + 5250/40 + 4 × 100 + 800 + 0.24
    expect(empire.networth).toBe(2602);
    expect(result.events).toEqual([
      {
        playerId: null,
        eventType: "turn_flipped",
        text: { code: "turn_begun", params: { turn: 1 } },
        isPublic: true,
        details: { turnNumber: 1 },
      },
    ]);
  });

  it("runs 20 turns of a starting empire with a few jobs; the first two turns by hand", () => {
    const jobsByTurn: Record<number, { buildings: DueBuildingJob[]; units: DueUnitJob[] }> = {
      1: { buildings: [farms], units: [soldiers] },
      5: {
        buildings: [
          { id: "b2", playerId: "p1", planetId: HOME_PLANET_ID, buildingType: "living_quarters", quantity: 20 },
        ],
        units: [],
      },
      9: {
        buildings: [],
        units: [{ id: "u2", playerId: "p1", fleetId: "g1:p1:home", unitType: "droid", quantity: 300 }],
      },
    };
    let empire = homeEmpire();
    const history = [];
    for (let turn = 1; turn <= 20; turn += 1) {
      const jobs = jobsByTurn[turn] ?? { buildings: [], units: [] };
      const result = resolveTurn({ turn, empires: [empire], dueBuildingJobs: jobs.buildings, dueUnitJobs: jobs.units });
      const flipped = only(result.empires);
      history.push({ flipped, events: result.events });
      empire = applyTurnResult(empire, flipped, jobs.units);
    }

    // Turn 1, after 10 farms and 50 soldiers complete: 25 farms make 2,500 food; 150 soldiers;
    // eats 500 + 180 = 680; units 181, buildings ceil(109 / 4) = 28, bureaucracy 125.
    const first = history[0]!;
    expect(first.flipped.resources).toEqual({
      credits: 25_092,
      food: 21_711,
      iron: 2005,
      endurium: 508,
      octarine: 2000,
    });
    expect(first.flipped.economy.incomeBreakdown).toMatchObject({ totalIncome: 426, totalUpkeep: 334, netIncome: 92 });
    expect(first.flipped.economy.resourceProduction).toMatchObject({ foodProduced: 2500, foodConsumed: 680 });
    expect(only(first.flipped.planets)).toMatchObject({ population: 5250, buildings: { farm: 25 } });
    expect(first.flipped.networth).toBe(2692); // 1100 + 221 + 131.25 + 440 + 800 + 0.24
    expect(first.events.map((e) => e.text)).toEqual([
      {
        code: "building_completed",
        params: {
          buildings: { code: "building_count", params: { buildingType: "farm", quantity: 10 } },
          planet: "12,4:2",
        },
      },
      {
        code: "unit_completed",
        params: { units: { code: "unit_count", params: { unitType: "soldier", quantity: 50 } } },
      },
      { code: "turn_begun", params: { turn: 1 } },
    ]);
    expect(first.events[0]).toMatchObject({
      playerId: "p1",
      eventType: "building_completed",
      isPublic: false,
      details: { buildingType: "farm", quantity: 10, planetId: HOME_PLANET_ID },
    });
    expect(first.events[1]).toMatchObject({
      eventType: "unit_completed",
      isPublic: false,
      details: { unitType: "soldier", quantity: 50, fleetId: "g1:p1:home" },
    });

    // Turn 2: bureaucracy ceil(25,092 / 200) = 126; income 100 + 175 + 160 = 435;
    // food 21,711 + 2,500 − 705 = 23,506 − 117; population 5,250 + 262.
    const second = history[1]!;
    expect(second.flipped.resources).toEqual({
      credits: 25_192,
      food: 23_389,
      iron: 2010,
      endurium: 516,
      octarine: 2000,
    });
    expect(second.flipped.researchPoints).toBe(480);
    expect(second.flipped.morale).toBe(1);
    expect(only(second.flipped.planets).population).toBe(5512);
    expect(second.flipped.networth).toBe(2699);

    // Later turns: the living quarters raise the cap, the droids arrive, nothing runs out.
    const last = history[19]!.flipped;
    expect(only(last.planets).buildings).toMatchObject({ farm: 25, living_quarters: 34 });
    expect(empire.units).toMatchObject({ soldiers: 150, droids: 300 });
    expect(last.morale).toBe(1);
    expect(last.researchPoints).toBe(20 * 240);
    expect(last.economy.incomeBreakdown.foodShortage).toBe(false);
    // 5% a turn, compounded with floors, from 5,000: below both caps (19,100, then 32,100)
    let population = 5000;
    for (let turn = 0; turn < 20; turn += 1) population += Math.floor(population * 0.05);
    expect(only(last.planets).population).toBe(population);
    // Solvent all along, so each turn's credits move by exactly the projected net income.
    for (let turn = 1; turn < 20; turn += 1) {
      const { flipped } = history[turn]!;
      const before = history[turn - 1]!.flipped.resources.credits;
      expect(flipped.resources.credits).toBe(before + flipped.economy.incomeBreakdown.netIncome);
    }
  });

  it("processes empires in ascending id order and events in flip order", () => {
    const input: TurnInput = {
      turn: 7,
      empires: [homeEmpire("p2"), homeEmpire("p1")],
      dueBuildingJobs: [{ ...farms, id: "b9", playerId: "p2" }, farms],
      dueUnitJobs: [{ ...soldiers, playerId: "p2" }],
    };
    const result = resolveTurn(input);
    expect(result.empires.map((e) => e.id)).toEqual(["p1", "p2"]);
    expect(result.events.map((e) => [e.playerId, e.eventType])).toEqual([
      ["p1", "building_completed"],
      ["p2", "building_completed"],
      ["p2", "unit_completed"],
      [null, "turn_flipped"],
    ]);
  });

  it("drops, without an event, buildings due on a planet the player no longer owns", () => {
    const lost: DueBuildingJob = { ...farms, planetId: "g1:9,9:1" };
    const stray: DueBuildingJob = { ...farms, id: "b2", playerId: "gone" };
    const result = resolveTurn({ turn: 1, empires: [homeEmpire()], dueBuildingJobs: [lost, stray], dueUnitJobs: [] });
    expect(only(only(result.empires).planets).buildings).toMatchObject({ farm: 15 });
    expect(result.events.map((e) => e.eventType)).toEqual(["turn_flipped"]);
  });

  it("disbands 1% of every unit type when the credits run out, and keeps types under 100 whole", () => {
    const home = homeEmpire();
    const broke = {
      ...home,
      resources: { ...home.resources, credits: 0 },
      units: { ...home.units, soldiers: 20_000, droids: 250, fighters: 99 },
    };
    const result = resolveTurn({ turn: 3, empires: [broke], dueBuildingJobs: [], dueUnitJobs: [] });
    const empire = only(result.empires);
    expect(empire.resources.credits).toBe(0);
    expect(empire.unitsDisbanded).toMatchObject({ soldiers: 200, droids: 2, fighters: 0, agents: 0 });
    const event = result.events.find((e) => e.eventType === "fleet_disbanded");
    expect(event).toMatchObject({
      playerId: "p1",
      isPublic: false,
      text: {
        code: "units_disbanded",
        params: {
          units: [
            { code: "unit_count", params: { unitType: "soldier", quantity: 200 } },
            { code: "unit_count", params: { unitType: "droid", quantity: 2 } },
          ],
        },
      },
      details: { soldiers: 200, droids: 2, total: 202 },
    });
    // networth counts the units left: 19,800 + 248 + 297 + 11
    expect(empire.networth).toBe(Math.round(1100 + 19_800 + 248 + 297 + 11 + 5250 / 40 + 400 + 800 + 0.24));
  });

  it("halves income and shrinks the population on a food shortage", () => {
    const home = homeEmpire();
    const hungry = { ...home, resources: { ...home.resources, food: 0 }, units: { ...home.units, soldiers: 2000 } };
    const empire = only(resolveTurn({ turn: 2, empires: [hungry], dueBuildingJobs: [], dueUnitJobs: [] }).empires);
    expect(empire.economy.incomeBreakdown).toMatchObject({ foodShortage: true, totalIncome: 213 });
    expect(empire.resources.food).toBe(0);
    expect(only(empire.planets).population).toBe(4900);
  });
});
