import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "@nova/rules";
import { allOf, clampAll, clampCount, countTotal, SENDABLE_KEYS, toUnitRequest } from "./unit-counts.ts";

describe("clampCount (core-play section 5)", () => {
  it("keeps whole numbers between 0 and the available count", () => {
    expect(clampCount("42", 100)).toBe(42);
    expect(clampCount(" 7 ", 100)).toBe(7);
    expect(clampCount("250", 100)).toBe(100);
    expect(clampCount(5, 3)).toBe(3);
  });
  it("turns anything else into 0", () => {
    for (const input of ["", "-5", "2.5", "abc", "1e3", "NaN"]) expect(clampCount(input, 100)).toBe(0);
  });
  it("never goes above a non-positive or unusable maximum", () => {
    expect(clampCount("5", 0)).toBe(0);
    expect(clampCount("5", -3)).toBe(0);
    expect(clampCount("5", Number.NaN)).toBe(0);
  });
});

describe("unit requests", () => {
  it("never sends lasers", () => {
    expect(SENDABLE_KEYS).not.toContain("lasers");
  });
  it("sends only the keys above 0", () => {
    expect(toUnitRequest({ soldiers: 100, droids: 0, transports: 1 })).toEqual({ soldiers: 100, transports: 1 });
    expect(toUnitRequest({})).toEqual({});
    expect(countTotal({ soldiers: 100, transports: 1 })).toBe(101);
  });
  it("takes everything, and re-clamps to what is left", () => {
    const available = { ...emptyFleetUnits(), soldiers: 10, lasers: 4 };
    expect(allOf(available)).toMatchObject({ soldiers: 10, droids: 0 });
    expect(allOf(available)).not.toHaveProperty("lasers");
    expect(clampAll({ soldiers: 25, fighters: 3 }, available)).toMatchObject({ soldiers: 10, fighters: 0 });
  });
});
