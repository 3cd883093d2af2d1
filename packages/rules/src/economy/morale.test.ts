import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampMorale, moraleAfterLoss, regeneratedMorale } from "./morale.ts";

describe("regeneratedMorale", () => {
  it("regains 5% per turn up to 100% and stops there", () => {
    expect(regeneratedMorale(0.5)).toBe(0.55);
    expect(regeneratedMorale(0.97)).toBe(1);
    expect(regeneratedMorale(1)).toBe(1);
    expect(regeneratedMorale(0)).toBe(0.05);
  });

  it("brings an out-of-range stored value (IC's old 110% and −50% bands) back into [0, 1]", () => {
    expect(regeneratedMorale(1.1)).toBe(1);
    expect(regeneratedMorale(-0.5)).toBe(0.05);
    expect(clampMorale(Number.NaN)).toBe(1);
  });

  it("reaches exactly 100% after ten turns from 50% and stays there", () => {
    let morale = 0.5;
    for (let turn = 0; turn < 10; turn += 1) morale = regeneratedMorale(morale);
    expect(morale).toBe(1);
    for (let turn = 0; turn < 10; turn += 1) morale = regeneratedMorale(morale);
    expect(morale).toBe(1);
  });
});

describe("moraleAfterLoss", () => {
  it("subtracts the loss and stops at 0%", () => {
    expect(moraleAfterLoss(1, 0.05)).toBe(0.95);
    expect(moraleAfterLoss(0.1, 0.5)).toBe(0);
  });
});

describe("morale stays a fraction from 0 to 1 (the spec's range)", () => {
  it("through any sequence of turns and losses, from any stored value", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 3, noNaN: true }),
        fc.array(fc.oneof(fc.constant(null), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 60 }),
        (start, steps) => {
          let morale = clampMorale(start);
          for (const loss of steps) {
            const next = loss === null ? regeneratedMorale(morale) : moraleAfterLoss(morale, loss);
            expect(next).toBeGreaterThanOrEqual(0);
            expect(next).toBeLessThanOrEqual(1);
            if (loss === null) expect(next).toBeGreaterThanOrEqual(morale - 1e-4);
            else expect(next).toBeLessThanOrEqual(morale + 1e-4);
            morale = next;
          }
        },
      ),
    );
  });
});
