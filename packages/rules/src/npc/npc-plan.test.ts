import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import { RACES } from "../catalogue/races.ts";
import { checkBuildOrder } from "../build/build-order.ts";
import { multiplyCost, addCosts, zeroCost } from "../build/order-cost.ts";
import { checkUnitOrder } from "../build/unit-order.ts";
import { buildingUnitCost } from "../build/build-order.ts";
import { NPC_BUILDINGS_PER_ACTION, NPC_SETTINGS, npcActsAt, planNpcTurn, type NpcPlanInput } from "./npc-plan.ts";

const rich = { credits: 1_000_000, iron: 100_000, endurium: 100_000, octarine: 100_000 };

const input = (overrides: Partial<NpcPlanInput> = {}): NpcPlanInput => ({
  level: "medium",
  race: "wardancer",
  resources: rich,
  planets: [{ id: "g1:1,1:1", size: 250, buildings: { cash_factory: 20, farm: 15 }, inProgress: 0 }],
  queuedBuildings: {},
  foodProduced: 1500,
  foodConsumed: 600,
  population: 5000,
  soldiers: 1000,
  constructionBonus: 0,
  totalIncome: 100_000,
  ...overrides,
});

const planCost = (plan: ReturnType<typeof planNpcTurn>, planetsOwned: number) =>
  addCosts(
    plan.buildings.reduce(
      (sum, line) => addCosts(sum, multiplyCost(buildingUnitCost(line.buildingType, 0, planetsOwned), line.quantity)),
      zeroCost(),
    ),
    { credits: 100 * plan.soldiers, iron: plan.soldiers, endurium: 0, octarine: 0 },
  );

describe("planNpcTurn", () => {
  it("builds farms first while food production is under 110% of consumption", () => {
    const plan = planNpcTurn(input({ foodProduced: 1000, foodConsumed: 1200 }));
    // ceil((1320 − 1000) / 100) = 4 farms, then the target mix.
    const farms = plan.buildings.filter((b) => b.buildingType === "farm").reduce((s, b) => s + b.quantity, 0);
    expect(farms).toBeGreaterThanOrEqual(4);
    expect(plan.buildings[0]?.buildingType).toBe("farm");
  });

  it("moves toward its target mix: an empire of cash factories and farms adds living quarters first", () => {
    const plan = planNpcTurn(input());
    const byType = new Map<BuildingType, number>();
    for (const line of plan.buildings)
      byType.set(line.buildingType, (byType.get(line.buildingType) ?? 0) + line.quantity);
    expect(byType.get("living_quarters") ?? 0).toBeGreaterThan(0);
    expect(byType.get("cash_factory") ?? 0).toBe(0);
    expect(byType.has("tax_office")).toBe(false);
    expect([...byType.values()].reduce((a, b) => a + b, 0)).toBe(NPC_BUILDINGS_PER_ACTION);
  });

  it("keeps its standing defence: soldiers per 1,000 people", () => {
    expect(planNpcTurn(input({ soldiers: 0, population: 10_000 })).soldiers).toBe(400);
    expect(planNpcTurn(input({ soldiers: 500, population: 10_000 })).soldiers).toBe(0);
    expect(planNpcTurn(input({ soldiers: 0, population: 10_000, level: "hard" })).soldiers).toBe(600);
  });

  it("keeps no more soldiers than a fifth of its income pays for", () => {
    expect(planNpcTurn(input({ soldiers: 0, population: 10_000, totalIncome: 1_000 })).soldiers).toBe(200);
    expect(planNpcTurn(input({ soldiers: 150, population: 10_000, totalIncome: 1_000 })).soldiers).toBe(50);
    expect(planNpcTurn(input({ soldiers: 300, population: 10_000, totalIncome: 1_000 })).soldiers).toBe(0);
  });

  it("does nothing it cannot afford and never touches its credit reserve", () => {
    const poor = planNpcTurn(input({ resources: { credits: 100, iron: 0, endurium: 0, octarine: 0 } }));
    expect(poor).toEqual({ buildings: [], soldiers: 0 });
  });

  it("only makes plans the player order checks accept, within space, budget and reserve", () => {
    const planetArb = fc.record({
      size: fc.integer({ min: 0, max: 300 }),
      built: fc.integer({ min: 0, max: 300 }),
      inProgress: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom("easy" as const, "medium" as const, "hard" as const),
        fc.constantFrom(...RACES),
        fc.array(planetArb, { minLength: 1, maxLength: 6 }),
        fc.record({
          credits: fc.integer({ min: 0, max: 2_000_000 }),
          iron: fc.integer({ min: 0, max: 50_000 }),
          endurium: fc.integer({ min: 0, max: 50_000 }),
          octarine: fc.integer({ min: 0, max: 50_000 }),
        }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (level, race, shapes, resources, foodProduced, population) => {
          const planets = shapes.map((shape, i) => ({
            id: `g1:${i},${i}:1`,
            size: shape.size,
            buildings: { cash_factory: Math.min(shape.size, shape.built) },
            inProgress: Math.max(0, Math.min(shape.inProgress, shape.size - Math.min(shape.size, shape.built))),
          }));
          const plan = planNpcTurn({
            ...input({ level, race, resources, planets, foodProduced, population, soldiers: 0 }),
          });
          const count = plan.buildings.reduce((s, b) => s + b.quantity, 0);
          expect(count).toBeLessThanOrEqual(NPC_BUILDINGS_PER_ACTION);
          if (plan.buildings.length > 0) {
            const check = checkBuildOrder({
              race,
              resources,
              planets: planets.map((p) => ({
                id: p.id,
                ownerIsCaller: true,
                size: p.size,
                built: p.buildings.cash_factory,
                inProgress: p.inProgress,
                existingPortals: 0,
              })),
              orders: plan.buildings,
              constructionBonus: 0,
              planetsOwned: planets.length,
              recentDailyCounts: {},
            });
            expect(check.ok, check.ok ? "" : check.detail).toBe(true);
          }
          if (plan.soldiers > 0) {
            expect(
              checkUnitOrder({
                race,
                resources,
                orders: [{ unitType: "soldier", quantity: plan.soldiers }],
                recentDailyCounts: {},
              }).ok,
            ).toBe(true);
          }
          const spent = planCost(plan, planets.length);
          expect(spent.credits).toBeLessThanOrEqual(
            Math.floor(resources.credits * (1 - NPC_SETTINGS[level].reserveShare)),
          );
          expect(spent.iron).toBeLessThanOrEqual(resources.iron);
          expect(BUILDING_TYPES).toContain(plan.buildings[0]?.buildingType ?? "farm");
        },
      ),
    );
  });
});

describe("npcActsAt", () => {
  it("acts once in every window of its level's turns, each NPC on its own beat", () => {
    for (const level of ["easy", "medium", "hard"] as const) {
      const every = NPC_SETTINGS[level].actsEvery;
      for (const id of ["npc-a", "npc-b", "npc-c", "g1:npc-42"]) {
        for (let start = 1; start < 20; start++) {
          const acts = Array.from({ length: every }, (_, k) => npcActsAt(id, start + k, level)).filter(Boolean);
          expect(acts).toHaveLength(1);
        }
      }
    }
    const beats = new Set(
      Array.from({ length: 40 }, (_, i) => [1, 2, 3, 4].find((t) => npcActsAt(`npc-${i}`, t, "easy"))),
    );
    expect(beats.size).toBeGreaterThan(1);
  });
});
