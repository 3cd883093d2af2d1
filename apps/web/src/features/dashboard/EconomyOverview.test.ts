import { describe, expect, it } from "vitest";
import { bonusAmount, signed } from "./EconomyOverview.tsx";

describe("economy amounts", () => {
  it("signs every bonus, including one of nothing", () => {
    expect(bonusAmount(63)).toBe("+63");
    expect(bonusAmount(0)).toBe("+0");
    expect(bonusAmount(1234)).toBe("+1,234");
  });

  it("writes other amounts with their sign, and zero bare", () => {
    expect(signed(-25)).toBe("−25");
    expect(signed(0)).toBe("0");
  });
});
