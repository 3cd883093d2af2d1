import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moraleAfterLoss, regeneratedMorale } from "./morale.ts";

describe("regeneratedMorale", () => {
  it("regains 5% per turn up to 100%, then 1% per turn up to 110%", () => {
    expect(regeneratedMorale(0.5)).toBe(0.55);
    expect(regeneratedMorale(0.97)).toBe(1);
    expect(regeneratedMorale(1)).toBe(1.01);
    expect(regeneratedMorale(1.095)).toBe(1.1);
    expect(regeneratedMorale(1.1)).toBe(1.1);
    expect(regeneratedMorale(-0.5)).toBe(-0.45);
  });

  it("reaches exactly 100% after ten turns from 50% and exactly 110% ten turns later", () => {
    let morale = 0.5;
    for (let turn = 0; turn < 10; turn += 1) morale = regeneratedMorale(morale);
    expect(morale).toBe(1);
    for (let turn = 0; turn < 10; turn += 1) morale = regeneratedMorale(morale);
    expect(morale).toBe(1.1);
  });

  it("never leaves [−50%, 110%] and never goes down", () => {
    fc.assert(
      fc.property(fc.double({ min: -0.5, max: 1.1, noNaN: true }), (morale) => {
        const next = regeneratedMorale(morale);
        expect(next).toBeGreaterThanOrEqual(-0.5);
        expect(next).toBeLessThanOrEqual(1.1);
        expect(next).toBeGreaterThanOrEqual(Math.min(morale, 1.1) - 1e-4);
      }),
    );
  });
});

describe("moraleAfterLoss", () => {
  it("subtracts the loss and stops at −50%", () => {
    expect(moraleAfterLoss(1, 0.05)).toBe(0.95);
    expect(moraleAfterLoss(0.1, 0.5)).toBe(-0.4);
    expect(moraleAfterLoss(-0.3, 0.5)).toBe(-0.5);
  });
});
