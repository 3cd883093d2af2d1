import { describe, expect, it } from "vitest";
import { countNoun, nounFor } from "./plural.ts";

describe("countNoun", () => {
  it("uses the singular for exactly one and separators for large counts", () => {
    expect(countNoun(1, "planet")).toBe("1 planet");
    expect(countNoun(0, "planet")).toBe("0 planets");
    expect(countNoun(1200, "agent")).toBe("1,200 agents");
    expect(countNoun(1, "living quarters", "living quarters")).toBe("1 living quarters");
    expect(nounFor(1, "turn")).toBe("turn");
    expect(nounFor(3, "turn")).toBe("turns");
  });
});
