import { describe, expect, it } from "vitest";
import { ownPlanet } from "../planets/planet-fixture.ts";
import { buildingTypeBlock, previewBuildOrder } from "./build-preview.ts";

const rich = { credits: 1_000_000, iron: 100_000, endurium: 100_000, octarine: 100_000 };
const home = ownPlanet();
const colony = ownPlanet({
  id: "demo:3,9:1",
  planetId: 1,
  coordinates: { x: 3, y: 9 },
  isHomeWorld: false,
  size: 120,
  buildings: [{ type: "farm", count: 100 }],
  buildingsInProgress: 15,
});

describe("previewBuildOrder", () => {
  it("prices one planet's order with the catalogue (3 cash factories = 360/30/3/15)", () => {
    const preview = previewBuildOrder({
      race: "revalon",
      resources: rich,
      planets: [home],
      quantities: { cash_factory: 3 },
      planetsOwned: 1,
      constructionBonus: 0,
    });
    expect(preview.totalCost).toEqual({ credits: 360, iron: 30, endurium: 3, octarine: 15 });
    expect(preview.orders).toEqual([{ planetId: home.id, buildingType: "cash_factory", quantity: 3 }]);
    expect(preview.perPlanet).toBe(3);
    expect(preview.freeSpace).toBe(150);
    expect(preview.shortfall).toBeNull();
    expect(preview.problem).toBeNull();
    expect(preview.canSubmit).toBe(true);
  });

  it("cannot submit with nothing chosen", () => {
    const preview = previewBuildOrder({
      race: "revalon",
      resources: rich,
      planets: [home],
      quantities: {},
      planetsOwned: 1,
      constructionBonus: 0,
    });
    expect(preview.orders).toEqual([]);
    expect(preview.canSubmit).toBe(false);
    expect(preview.problem).toBeNull();
  });

  it("shows the shortfall and blocks the order when the stock is short", () => {
    const preview = previewBuildOrder({
      race: "revalon",
      resources: { credits: 25_000, iron: 2000, endurium: 500, octarine: 2000 },
      planets: [home],
      quantities: { laser: 100 },
      planetsOwned: 1,
      constructionBonus: 0,
    });
    expect(preview.shortfall).toBe("Need 45,000 credits, 1,500 iron more");
    expect(preview.canSubmit).toBe(false);
  });

  it("multiplies by the number of planets in bulk mode and checks each planet's space", () => {
    const preview = previewBuildOrder({
      race: "revalon",
      resources: rich,
      planets: [home, colony],
      quantities: { farm: 2 },
      planetsOwned: 2,
      constructionBonus: 0,
    });
    expect(preview.totalCost).toEqual({ credits: 640, iron: 12, endurium: 4, octarine: 40 });
    expect(preview.orders).toHaveLength(2);
    // The colony has 120 − 100 − 15 = 5 free.
    expect(preview.freeSpace).toBe(5);
    expect(preview.canSubmit).toBe(true);

    const tooMany = previewBuildOrder({
      race: "revalon",
      resources: rich,
      planets: [home, colony],
      quantities: { farm: 6 },
      planetsOwned: 2,
      constructionBonus: 0,
    });
    expect(tooMany.problem).toBe("Insufficient space on planet 3,9:1: need 6, have 5");
    expect(tooMany.canSubmit).toBe(false);
  });

  it("asks for a planet in bulk mode when none is selected", () => {
    const preview = previewBuildOrder({
      race: "revalon",
      resources: rich,
      planets: [],
      quantities: { farm: 1 },
      planetsOwned: 1,
      constructionBonus: 0,
    });
    expect(preview.problem).toBe("Please select at least one planet");
    expect(preview.problem).toBe("Please select at least one planet");
    expect(preview.canSubmit).toBe(false);
  });

  it("refuses tax offices for races that cannot build them", () => {
    const preview = previewBuildOrder({
      race: "wardancer",
      resources: rich,
      planets: [home],
      quantities: { tax_office: 1 },
      planetsOwned: 1,
      constructionBonus: 0,
    });
    expect(preview.problem).toBe("Your race cannot build tax offices");
    expect(preview.canSubmit).toBe(false);
  });

  it("adds 1000 credits per owned planet to a portal", () => {
    const preview = previewBuildOrder({
      race: "revalon",
      resources: rich,
      planets: [colony],
      quantities: { portal: 1 },
      planetsOwned: 3,
      constructionBonus: 0,
    });
    expect(preview.totalCost.credits).toBe(18_000);
  });
});

describe("buildingTypeBlock", () => {
  it("names race limits and existing portals", () => {
    expect(buildingTypeBlock("tax_office", "camaar", [home])).toBe("Your race cannot build tax offices");
    expect(buildingTypeBlock("tax_office", "quantam", [home])).toBeNull();
    expect(buildingTypeBlock("portal", "quantam", [home])).toBe("This planet already has a portal");
    expect(buildingTypeBlock("portal", "quantam", [colony, home])).toBe("A selected planet already has a portal");
    expect(buildingTypeBlock("portal", "quantam", [colony])).toBeNull();
    expect(buildingTypeBlock("farm", "wardancer", [home])).toBeNull();
  });
});
