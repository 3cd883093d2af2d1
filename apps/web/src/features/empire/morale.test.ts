import { describe, expect, it } from "vitest";
import { moraleLevel } from "./morale.ts";

describe("moraleLevel", () => {
  it.each([
    [1, "good"],
    [0.8, "good"],
    [0.79, "warning"],
    [0.5, "warning"],
    [0.49, "bad"],
    [0, "bad"],
  ] as const)("%d → %s", (fraction, level) => {
    expect(moraleLevel(fraction)).toBe(level);
  });
});
