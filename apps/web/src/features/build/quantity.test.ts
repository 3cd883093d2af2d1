import { describe, expect, it } from "vitest";
import { MAX_BUILDING_QUANTITY, MAX_UNIT_QUANTITY } from "@nova/rules";
import { chosenLines, parseQuantity } from "./quantity.ts";

describe("parseQuantity", () => {
  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["0", 0],
    ["007", 7],
  ])("reads %j as %d", (input, expected) => {
    expect(parseQuantity(input, MAX_BUILDING_QUANTITY)).toBe(expected);
  });

  it.each(["", "abc", "-3", "2.5", "1e2", "3x", "+4", " "])("turns invalid %j into 0", (input) => {
    expect(parseQuantity(input, MAX_BUILDING_QUANTITY)).toBe(0);
  });

  it("clamps to the maximum: 100 buildings, 10,000 units", () => {
    expect(parseQuantity("250", MAX_BUILDING_QUANTITY)).toBe(100);
    expect(parseQuantity("100", MAX_BUILDING_QUANTITY)).toBe(100);
    expect(parseQuantity("99999", MAX_UNIT_QUANTITY)).toBe(10_000);
    expect(parseQuantity("9999", MAX_UNIT_QUANTITY)).toBe(9999);
  });
});

describe("chosenLines", () => {
  it("keeps types above 0 in the given order", () => {
    expect(chosenLines(["a", "b", "c"] as const, { c: 2, a: 1, b: 0 })).toEqual([
      { type: "a", quantity: 1 },
      { type: "c", quantity: 2 },
    ]);
    expect(chosenLines(["a"] as const, {})).toEqual([]);
  });
});
