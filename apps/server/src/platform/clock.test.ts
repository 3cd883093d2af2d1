import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iso } from "./clock.ts";

describe("iso", () => {
  it("writes any time as Date does, whatever it wrote before", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -8.64e15, max: 8.64e15 }), { minLength: 1, maxLength: 20 }), (times) => {
        // Repeats and alternations too: the remembered times must never answer for another.
        for (const ms of [...times, ...times.slice().reverse(), ...times]) {
          expect(iso(ms)).toBe(new Date(ms).toISOString());
        }
      }),
    );
  });

  it("refuses what is not a time, as Date does", () => {
    expect(() => iso(Number.NaN)).toThrow(RangeError);
    expect(() => iso(Number.NaN)).toThrow(RangeError);
  });
});
