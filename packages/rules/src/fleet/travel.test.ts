import { describe, expect, it } from "vitest";
import {
  gridDistance,
  launchFee,
  recallReturnSeconds,
  recallReturnTurns,
  travelTimeSeconds,
  travelTurns,
} from "./travel.ts";

describe("travel (rules.md 11.4)", () => {
  it("measures Euclidean distance between systems; planets of one system are 0 apart", () => {
    expect(gridDistance({ x: 1, y: 2 }, { x: 4, y: 6 })).toBe(5);
    expect(gridDistance({ x: 7, y: 7 }, { x: 7, y: 7 })).toBe(0);
  });

  it("takes ceil(distance / speed) turns, at least 1", () => {
    expect(travelTurns(0, 1)).toBe(1);
    expect(travelTurns(0.4, 1)).toBe(1);
    expect(travelTurns(5, 1)).toBe(5);
    expect(travelTurns(5.01, 1)).toBe(6);
    expect(travelTurns(10, 1.6)).toBe(7); // wardancer: 6.25 → 7
    expect(travelTurns(11, 2.2)).toBe(5); // camaar: 11 / 2.2 is 5.000000000000001 in floating point
    expect(travelTurns(3.6, 1.2)).toBe(3);
  });

  it("treats a speed that is not positive as 1", () => {
    expect(travelTurns(4, 0)).toBe(4);
    expect(travelTurns(4, Number.NaN)).toBe(4);
  });

  it("converts turns to seconds", () => {
    expect(travelTimeSeconds(3, 15)).toBe(2700);
  });

  it("charges 1 credit per unit plus 10 per distance unit, rounded up", () => {
    expect(launchFee(120, 5)).toBe(170);
    expect(launchFee(1, gridDistance({ x: 0, y: 0 }, { x: 1, y: 1 }))).toBe(16); // 1 + 14.14…
    expect(launchFee(50, 0)).toBe(50);
  });

  it("brings a recalled fleet back in the time it already travelled, in whole turns, at least 1", () => {
    expect(recallReturnTurns(0, 15)).toBe(1);
    expect(recallReturnTurns(60, 15)).toBe(1);
    expect(recallReturnTurns(900, 15)).toBe(1);
    expect(recallReturnTurns(901, 15)).toBe(2);
    expect(recallReturnTurns(3 * 900, 15)).toBe(3);
    expect(recallReturnTurns(-5, 15)).toBe(1);
    expect(recallReturnSeconds(1000, 15)).toBe(1800);
  });
});
