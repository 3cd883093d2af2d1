import { describe, expect, it } from "vitest";
import { shortageWarning } from "./shortage-warning.ts";

describe("shortageWarning", () => {
  it("warns within five turns only", () => {
    expect(shortageWarning(1)).toBe("runs out next turn");
    expect(shortageWarning(5)).toBe("runs out in 5 turns");
    expect(shortageWarning(6)).toBeNull();
    expect(shortageWarning(null)).toBeNull();
    expect(shortageWarning(undefined)).toBeNull();
  });
});
