import { describe, expect, it } from "vitest";
import { RACE_SPECS } from "@nova/rules";
import { raceBonusChips } from "./race-bonus.ts";

describe("raceBonusChips", () => {
  it("shows (multiplier − 1) × 100 % and skips 1", () => {
    expect(raceBonusChips({ income: 1.35, research: 1, attack: 0.9, populationGrowth: 1.1 })).toEqual([
      { key: "income", label: "Income +35%", positive: true },
      { key: "attack", label: "Attack -10%", positive: false },
      { key: "populationGrowth", label: "Population Growth +10%", positive: true },
    ]);
  });

  it("keeps one decimal", () => {
    expect(raceBonusChips({ magic: 0.85 })[0]?.label).toBe("Magic -15%");
    expect(raceBonusChips({ speed: 1.125 })[0]?.label).toBe("Speed +12.5%");
  });

  it("gives every race at least one chip", () => {
    for (const spec of Object.values(RACE_SPECS)) expect(raceBonusChips(spec.bonuses).length).toBeGreaterThan(0);
  });
});
