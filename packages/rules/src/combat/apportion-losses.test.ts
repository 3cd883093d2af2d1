import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportionLosses } from "./apportion-losses.ts";

describe("apportionLosses", () => {
  it("splits in proportion, the leftover going to the largest remainder, ties to the first holder", () => {
    expect(apportionLosses(10, [30, 70])).toEqual([3, 7]);
    expect(apportionLosses(5, [1, 1])).toEqual([1, 1]);
    expect(apportionLosses(1, [50, 50])).toEqual([1, 0]);
    expect(apportionLosses(2, [1, 2, 3])).toEqual([0, 1, 1]);
    expect(apportionLosses(0, [4, 5])).toEqual([0, 0]);
    expect(apportionLosses(3, [])).toEqual([]);
  });

  it("never takes more than a holder holds and always adds up", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 5 }), fc.nat(), (holdings, raw) => {
        const total = holdings.reduce((a, b) => a + b, 0);
        const loss = total === 0 ? 0 : raw % (total + 1);
        const parts = apportionLosses(loss, holdings);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(loss);
        parts.forEach((part, i) => {
          expect(Number.isSafeInteger(part) && part >= 0 && part <= (holdings[i] ?? 0)).toBe(true);
        });
      }),
    );
  });
});
