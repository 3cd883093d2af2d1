import { describe, expect, it } from "vitest";
import { endTurnProblem, nextRoundId, nextRoundName, roundEndsAt } from "./round-clock.ts";

describe("round clock", () => {
  it("puts the last flip (endTurn - currentTurn - 1) turn lengths after the next one", () => {
    expect(roundEndsAt(10, 12, 1_000_000, 5)).toBe(1_000_000 + 300_000);
    expect(roundEndsAt(11, 12, 1_000_000, 5)).toBe(1_000_000);
    expect(roundEndsAt(12, 12, 1_000_000, 5)).toBe(1_000_000);
  });

  it("refuses an end turn at or before the current turn", () => {
    expect(endTurnProblem(12, 12)).toBe("The end turn must be after the current turn (12)");
    expect(endTurnProblem(0, 0)).toBe("The end turn must be a whole number of at least 1");
    expect(endTurnProblem(13, 12)).toBeNull();
  });

  it("names round N+1 after the first round, never chaining, and keeps ids within 64 characters", () => {
    expect(nextRoundId("nova", 2)).toBe("nova-r2");
    expect(nextRoundName("Nova", 3)).toBe("Nova — Round 3");
    expect(nextRoundId("x".repeat(64), 12)).toHaveLength(64);
    expect(nextRoundId("x".repeat(64), 12).endsWith("-r12")).toBe(true);
  });
});
