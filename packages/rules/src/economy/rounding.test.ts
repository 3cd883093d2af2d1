import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ceilAmount, floorAmount } from "./rounding.ts";

describe("floorAmount and ceilAmount", () => {
  it("forgive floating-point noise around whole numbers", () => {
    expect(100 * 1.15).toBeLessThan(115);
    expect(floorAmount(100 * 1.15)).toBe(115);
    expect(700 / 1.4).toBeGreaterThan(500);
    expect(ceilAmount(700 / 1.4)).toBe(500);
    expect(0.07 * 100).toBeGreaterThan(7);
    expect(ceilAmount(0.07 * 100)).toBe(7);
  });

  it("never give −0", () => {
    expect(Object.is(ceilAmount(0), 0)).toBe(true);
    expect(Object.is(floorAmount(-0), 0)).toBe(true);
  });

  it("round real fractions as floor and ceil do", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        fc.integer({ min: 1, max: 999 }),
        (whole, thousandths) => {
          const value = whole + thousandths / 1000;
          // `+ 0` turns Math.ceil(-0.999) = -0 into 0: the rules never produce -0, and toBe tells them apart.
          expect(floorAmount(value)).toBe(Math.floor(value) + 0);
          expect(ceilAmount(value)).toBe(Math.ceil(value) + 0);
        },
      ),
    );
  });
});
