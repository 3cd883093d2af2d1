import { describe, expect, it } from "vitest";
import { bonusLabel, buildingEntries, builtCount, freeSpace, hasBuilding, stationedCount } from "./planet-facts.ts";
import { ownPlanet } from "./planet-fixture.ts";

describe("planet facts", () => {
  it("counts completed buildings and free space (size − built − in progress)", () => {
    const planet = ownPlanet({ buildingsInProgress: 30 });
    expect(builtCount(planet)).toBe(100);
    expect(freeSpace(planet)).toBe(120);
  });

  it("never reports negative free space", () => {
    expect(freeSpace(ownPlanet({ size: 90 }))).toBe(0);
    expect(freeSpace(ownPlanet({ size: 100 }))).toBe(0);
  });

  it("lists building types in the catalogue's order without empty ones", () => {
    const entries = buildingEntries(
      ownPlanet({
        buildings: [
          { type: "portal", count: 1 },
          { type: "farm", count: 0 },
          { type: "mine", count: 3 },
        ],
      }),
    );
    expect(entries).toEqual([
      { type: "mine", count: 3 },
      { type: "portal", count: 1 },
    ]);
  });

  it("knows portals and lasers", () => {
    expect(hasBuilding(ownPlanet(), "portal")).toBe(true);
    expect(hasBuilding(ownPlanet(), "tax_office")).toBe(false);
  });

  it("sums stationed units", () => {
    expect(
      stationedCount(
        ownPlanet({
          stationedUnits: [
            { type: "soldier", count: 1200 },
            { type: "fighter", count: 3 },
          ],
        }),
      ),
    ).toBe(1203);
    expect(stationedCount(ownPlanet())).toBe(0);
  });

  it("labels a bonus with its resource and multiplier", () => {
    expect(bonusLabel({ bonusType: "resource_iron", multiplier: 1.25 })).toBe("Iron ×1.25");
    expect(bonusLabel({ bonusType: "resource_octarine", multiplier: 2 })).toBe("Octarine ×2");
  });
});
