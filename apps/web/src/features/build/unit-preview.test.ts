import { describe, expect, it } from "vitest";
import { previewUnitOrder } from "./unit-preview.ts";

const stock = { credits: 25_000, iron: 2000, endurium: 500, octarine: 2000 };

describe("previewUnitOrder", () => {
  it("prices units with the catalogue and allows the order with a fleet", () => {
    const preview = previewUnitOrder({
      race: "quantam",
      resources: stock,
      quantities: { soldier: 5, fighter: 2 },
      fleetId: "demo:p1:home",
    });
    expect(preview.totalCost).toEqual({ credits: 900, iron: 35, endurium: 2, octarine: 0 });
    expect(preview.orders).toEqual([
      { unitType: "soldier", quantity: 5 },
      { unitType: "fighter", quantity: 2 },
    ]);
    expect(preview.canSubmit).toBe(true);
  });

  it("needs a quantity, a target fleet and enough resources", () => {
    expect(previewUnitOrder({ race: "quantam", resources: stock, quantities: {}, fleetId: "f" }).canSubmit).toBe(false);
    expect(
      previewUnitOrder({ race: "quantam", resources: stock, quantities: { soldier: 1 }, fleetId: null }).canSubmit,
    ).toBe(false);
    const short = previewUnitOrder({ race: "quantam", resources: stock, quantities: { explorer: 3 }, fleetId: "f" });
    expect(short.shortfall).toBe("Need 5,000 credits more");
    expect(short.canSubmit).toBe(false);
  });

  it("reports the daily explorer limit", () => {
    const rich = { credits: 1e9, iron: 1e9, endurium: 1e9, octarine: 1e9 };
    const preview = previewUnitOrder({ race: "quantam", resources: rich, quantities: { explorer: 9 }, fleetId: "f" });
    expect(preview.problem).toBe("Cannot build more than 8 explorers per day");
    expect(preview.canSubmit).toBe(false);
  });
});
