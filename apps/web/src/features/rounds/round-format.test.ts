import { describe, expect, it } from "vitest";
import type { RoundInfo } from "@nova/contract";
import { formatTimeLeft, isEndingSoon, roundLine } from "./round-format.ts";

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const round = (over: Partial<RoundInfo> = {}): RoundInfo => ({
  galaxyId: "g",
  round: 3,
  status: "running",
  startedAt: new Date(NOW - 86_400_000).toISOString(),
  currentTurn: 412,
  endTurn: 1000,
  endsAt: new Date(NOW + (4 * 24 + 6) * 3_600_000 + 5 * 60_000).toISOString(),
  signupEndsAt: null,
  recurring: false,
  nextGalaxyId: null,
  previousGalaxyId: null,
  ...over,
});

describe("round line", () => {
  it("reads as the spec's example", () => {
    expect(roundLine(round(), NOW)).toBe("Round 3 · turn 412 of 1,000 · ends in 4 d 6 h");
  });

  it("tells sign-up and ended rounds apart", () => {
    const signupEndsAt = new Date(NOW + 3 * 3_600_000 + 30 * 60_000).toISOString();
    expect(roundLine(round({ status: "signup", signupEndsAt, currentTurn: 0 }), NOW)).toBe(
      "Round 3 · sign-up · starts in 3 h 30 min",
    );
    expect(roundLine(round({ status: "ended", currentTurn: 1000 }), NOW)).toBe("Round 3 · ended at turn 1,000");
  });

  it("counts down to minutes and never below zero", () => {
    expect(formatTimeLeft(59 * 60_000)).toBe("59 min");
    expect(formatTimeLeft(-5)).toBe("less than a minute");
    expect(formatTimeLeft(1500 * 86_400_000)).toBe("1,500 d 0 h");
  });

  it("warns in the last 24 turns of a running round only", () => {
    expect(isEndingSoon(round({ currentTurn: 975 }))).toBe(false);
    expect(isEndingSoon(round({ currentTurn: 976 }))).toBe(true);
    expect(isEndingSoon(round({ currentTurn: 1000, status: "ended" }))).toBe(false);
  });
});
