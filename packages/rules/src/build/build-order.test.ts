import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDING_TYPES } from "../catalogue/buildings.ts";
import { COST_RESOURCES } from "../catalogue/resources.ts";
import { checkBuildOrder, type BuildOrderInput, type BuildOrderPlanet } from "./build-order.ts";
import { ORDER_ERROR_CODES } from "./order-check.ts";

const HOME = "g1:12,4:2";
const COLONY = "g1:3,7:1";

const planet = (overrides: Partial<BuildOrderPlanet> = {}): BuildOrderPlanet => ({
  id: HOME,
  ownerIsCaller: true,
  size: 250,
  built: 100,
  inProgress: 0,
  existingPortals: 1,
  ...overrides,
});

const rich = { credits: 1_000_000, iron: 100_000, endurium: 100_000, octarine: 100_000 };

const order = (overrides: Partial<BuildOrderInput> = {}): BuildOrderInput => ({
  race: "quantam",
  resources: rich,
  planets: [planet(), planet({ id: COLONY, size: 100, built: 0, existingPortals: 0 })],
  orders: [{ planetId: HOME, buildingType: "farm", quantity: 10 }],
  constructionBonus: 0,
  planetsOwned: 2,
  recentDailyCounts: {},
  ...overrides,
});

const SPACE_PATTERN = /insufficient space .* need (\d+).* have (\d+)/i;

describe("checkBuildOrder", () => {
  it("prices an order at the catalogue cost with the build turns", () => {
    expect(checkBuildOrder(order())).toEqual({
      ok: true,
      totalCost: { credits: 1600, iron: 30, endurium: 10, octarine: 100 },
      lines: [
        {
          planetId: HOME,
          buildingType: "farm",
          quantity: 10,
          cost: { credits: 1600, iron: 30, endurium: 10, octarine: 100 },
          turns: 10,
        },
      ],
    });
  });

  it("divides by 1 + construction and rounds each unit's price up before multiplying", () => {
    const result = checkBuildOrder(order({ constructionBonus: 0.3 }));
    // 160/1.3 = 123.08 → 124; 3/1.3 → 3; 1/1.3 → 1; 10/1.3 = 7.69 → 8; turns ceil(7.69) = 8
    expect(result).toMatchObject({
      ok: true,
      lines: [{ cost: { credits: 1240, iron: 30, endurium: 10, octarine: 80 }, turns: 8 }],
    });
    // 120 / 1.2 is 100.00000000000001 in floating point: still 100 credits
    const exact = checkBuildOrder(
      order({ constructionBonus: 0.2, orders: [{ planetId: HOME, buildingType: "cash_factory", quantity: 1 }] }),
    );
    expect(exact).toMatchObject({
      ok: true,
      lines: [{ cost: { credits: 100, iron: 9, endurium: 1, octarine: 5 }, turns: 5 }],
    });
  });

  it("never takes build time below one turn", () => {
    const result = checkBuildOrder(order({ constructionBonus: 20 }));
    expect(result).toMatchObject({ ok: true, lines: [{ turns: 1 }] });
  });

  it("adds 1,000 credits per owned planet to the portal's discounted credits", () => {
    const result = checkBuildOrder(
      order({
        constructionBonus: 0.5,
        planetsOwned: 3,
        orders: [{ planetId: COLONY, buildingType: "portal", quantity: 1 }],
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      totalCost: { credits: 13_000, iron: 267, endurium: 74, octarine: 54 },
      lines: [{ turns: 27 }],
    });
  });

  it("sums duplicate lines, keeping the order of first appearance", () => {
    const result = checkBuildOrder(
      order({
        orders: [
          { planetId: HOME, buildingType: "mine", quantity: 5 },
          { planetId: COLONY, buildingType: "mine", quantity: 1 },
          { planetId: HOME, buildingType: "mine", quantity: 7 },
        ],
      }),
    );
    expect(result.ok && result.lines.map((l) => [l.planetId, l.quantity])).toEqual([
      [HOME, 12],
      [COLONY, 1],
    ]);
    expect(result).toMatchObject({ totalCost: { credits: 2600 } });
  });

  it.each([0, 101, 2.5, -3, Number.NaN, Number.POSITIVE_INFINITY])("refuses a quantity of %s", (quantity) => {
    expect(checkBuildOrder(order({ orders: [{ planetId: HOME, buildingType: "farm", quantity }] }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      detail: "Please enter a valid quantity",
    });
  });

  it("refuses an empty order, and duplicate lines that add up to more than 100", () => {
    expect(checkBuildOrder(order({ orders: [] }))).toMatchObject({
      code: "invalid_input",
      detail: "Please enter a valid quantity",
    });
    const twice = [
      { planetId: HOME, buildingType: "farm", quantity: 60 },
      { planetId: HOME, buildingType: "farm", quantity: 41 },
    ];
    expect(checkBuildOrder(order({ orders: twice }))).toMatchObject({
      code: "invalid_input",
      detail: "Please enter a valid quantity",
    });
  });

  it("refuses an unknown building type", () => {
    expect(checkBuildOrder(order({ orders: [{ planetId: HOME, buildingType: "castle", quantity: 1 }] }))).toMatchObject(
      {
        ok: false,
        code: "invalid_input",
        detail: "Unknown building type: castle",
      },
    );
  });

  it("answers Planet not found for a planet the caller does not own or that does not exist", () => {
    const foreign = order({ planets: [planet({ ownerIsCaller: false })] });
    expect(checkBuildOrder(foreign)).toMatchObject({ ok: false, code: "not_found", detail: "Planet not found" });
    const missing = order({ orders: [{ planetId: "g1:0,0:9", buildingType: "farm", quantity: 1 }] });
    expect(checkBuildOrder(missing)).toMatchObject({ ok: false, code: "not_found", detail: "Planet not found" });
  });

  it("lets only races with the flag build tax offices", () => {
    const taxes = { orders: [{ planetId: HOME, buildingType: "tax_office", quantity: 3 }] };
    for (const race of ["wardancer", "camaar"]) {
      expect(checkBuildOrder(order({ ...taxes, race }))).toMatchObject({
        ok: false,
        code: "invalid_action",
        detail: "Your race cannot build tax offices",
      });
    }
    for (const race of ["partaxian", "quantam", "revalon"])
      expect(checkBuildOrder(order({ ...taxes, race })).ok).toBe(true);
  });

  it("allows one portal per planet, counting the ones already there or being built", () => {
    const onHome = order({ orders: [{ planetId: HOME, buildingType: "portal", quantity: 1 }] });
    expect(checkBuildOrder(onHome)).toMatchObject({
      ok: false,
      code: "invalid_action",
      detail: "A planet can hold only one portal",
    });
    const two = order({ orders: [{ planetId: COLONY, buildingType: "portal", quantity: 2 }] });
    expect(checkBuildOrder(two)).toMatchObject({ detail: "A planet can hold only one portal" });
  });

  it("allows one portal order per day across all planets", () => {
    const portal = { planetId: COLONY, buildingType: "portal", quantity: 1 };
    expect(checkBuildOrder(order({ orders: [portal], recentDailyCounts: { portal: 1 } }))).toMatchObject({
      ok: false,
      code: "daily_limit_exceeded",
      detail: "Cannot build more than 1 portals per day",
    });
    const third = planet({ id: "g1:5,5:1", existingPortals: 0 });
    const twoPlanets = order({
      planets: [...order().planets, third],
      orders: [portal, { ...portal, planetId: third.id }],
    });
    expect(checkBuildOrder(twoPlanets)).toMatchObject({ code: "daily_limit_exceeded" });
    expect(checkBuildOrder({ ...twoPlanets, dailyLimits: { explorer: 8, portal: 2 } }).ok).toBe(true);
    expect(checkBuildOrder(order({ orders: [portal], recentDailyCounts: { portal: 0, explorer: 8 } })).ok).toBe(true);
  });

  it("checks space per planet over all of its lines and names the planet", () => {
    const crowded = order({
      planets: [planet({ size: 100, built: 60, inProgress: 28 })],
      orders: [
        { planetId: HOME, buildingType: "farm", quantity: 20 },
        { planetId: HOME, buildingType: "mine", quantity: 4 },
        { planetId: HOME, buildingType: "farm", quantity: 6 },
      ],
    });
    const result = checkBuildOrder(crowded);
    expect(result).toMatchObject({
      ok: false,
      code: "insufficient_space",
      detail: "Insufficient space on planet 12,4:2: need 30, have 12",
      data: { need: 30, have: 12 },
    });
    const match = SPACE_PATTERN.exec(result.ok ? "" : result.detail);
    expect(match?.slice(1)).toEqual(["30", "12"]);
    const full = order({ planets: [planet({ size: 100, built: 90, inProgress: 20 })] });
    expect(checkBuildOrder(full)).toMatchObject({ detail: "Insufficient space on planet 12,4:2: need 10, have 0" });
    const exactFit = order({ planets: [planet({ size: 100, built: 60, inProgress: 30 })] });
    expect(checkBuildOrder(exactFit).ok).toBe(true);
  });

  it("names the first short resource in the order credits, iron, endurium, octarine", () => {
    const poor = { credits: 1599, iron: 0, endurium: 0, octarine: 0 };
    expect(checkBuildOrder(order({ resources: poor }))).toMatchObject({
      ok: false,
      code: "insufficient_resources",
      detail: "Insufficient credits: need 1600, have 1599",
    });
    expect(checkBuildOrder(order({ resources: { ...poor, credits: 1600, iron: 29 } }))).toMatchObject({
      detail: "Insufficient iron: need 30, have 29",
    });
    expect(
      checkBuildOrder(order({ resources: { credits: 1600, iron: 30, endurium: 10, octarine: 99 } })),
    ).toMatchObject({
      detail: "Insufficient octarine: need 100, have 99",
    });
    expect(checkBuildOrder(order({ resources: { credits: 1600, iron: 30, endurium: 10, octarine: 100 } })).ok).toBe(
      true,
    );
  });

  it("refuses the whole order when any line fails", () => {
    const good = { planetId: HOME, buildingType: "farm", quantity: 10 };
    expect(checkBuildOrder(order({ orders: [good, { ...good, planetId: "g1:0,0:9" }] }))).toMatchObject({ ok: false });
    expect(
      checkBuildOrder(order({ orders: [good, { ...good, buildingType: "tax_office" }], race: "wardancer" })),
    ).toMatchObject({
      ok: false,
    });
    // Affordable line by line, not together
    const resources = { credits: 2000, iron: 100, endurium: 100, octarine: 200 };
    expect(checkBuildOrder(order({ resources, orders: [good] })).ok).toBe(true);
    expect(checkBuildOrder(order({ resources, orders: [good, { ...good, planetId: COLONY }] }))).toMatchObject({
      code: "insufficient_resources",
      detail: "Insufficient credits: need 3200, have 2000",
    });
  });

  it("accepts only orders it can pay for and fit, with a total equal to the sum of the lines", () => {
    const lineArb = fc.record({
      planetId: fc.constantFrom(HOME, COLONY, "g1:0,0:9"),
      buildingType: fc.constantFrom(...BUILDING_TYPES, "castle"),
      quantity: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -5, max: 200 })),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.record({
          credits: fc.integer({ min: 0, max: 200_000 }),
          iron: fc.integer({ min: 0, max: 5000 }),
          endurium: fc.integer({ min: 0, max: 1000 }),
          octarine: fc.integer({ min: 0, max: 5000 }),
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom("wardancer", "revalon"),
        (orders, resources, constructionBonus, race) => {
          const input = order({ orders, resources, constructionBonus, race });
          const result = checkBuildOrder(input);
          if (!result.ok) {
            expect(ORDER_ERROR_CODES).toContain(result.code);
            return;
          }
          for (const resource of COST_RESOURCES) {
            expect(result.totalCost[resource]).toBe(result.lines.reduce((sum, l) => sum + l.cost[resource], 0));
            expect(result.totalCost[resource]).toBeLessThanOrEqual(resources[resource]);
          }
          expect(result.lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(
            orders.reduce((sum, o) => sum + o.quantity, 0),
          );
          for (const line of result.lines) expect(line.turns).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
