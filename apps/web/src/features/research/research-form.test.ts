import { describe, expect, it } from "vitest";
import { DEFAULT_ALLOCATION } from "@nova/rules";
import { allocationProblem, depositSuccess, investmentReleaseText, parseDeposit } from "./research-form.ts";

describe("research form", () => {
  it("accepts only whole positive deposits", () => {
    expect(parseDeposit("1000")).toBe(1000);
    expect(parseDeposit(" 25 ")).toBe(25);
    expect(parseDeposit("0")).toBeNull();
    expect(parseDeposit("-5")).toBeNull();
    expect(parseDeposit("2.5")).toBeNull();
    expect(parseDeposit("1e3")).toBeNull();
    expect(parseDeposit("")).toBeNull();
    expect(parseDeposit("99999999999999999999")).toBeNull();
  });

  it("names the current total when the allocation is not 100%", () => {
    expect(allocationProblem(DEFAULT_ALLOCATION)).toBeNull();
    expect(allocationProblem({ ...DEFAULT_ALLOCATION, military: 35 })).toBe(
      "Allocation must total 100%. Current total: 115%",
    );
    expect(allocationProblem({ ...DEFAULT_ALLOCATION, military: 0 })).toBe(
      "Allocation must total 100%. Current total: 80%",
    );
  });

  it("words the deposit success with thousands separators", () => {
    expect(depositSuccess(12500)).toBe("Successfully deposited 12,500 credits into research");
  });
});

describe("investmentReleaseText", () => {
  it("shows the 10% release and the race's research bonus, as the rules compute the points", () => {
    expect(investmentReleaseText(5000, "quantam")).toBe(
      "10% of 5,000 credits still to release = 500, × 1.6 Quantam research bonus = 800 points next turn",
    );
    expect(investmentReleaseText(12345, "camaar")).toBe(
      "10% of 12,345 credits still to release = 1,235, × 0.9 Camaar research bonus = 1,111 points next turn",
    );
    expect(investmentReleaseText(8, "revalon")).toBe(
      "All of the last 8 credits, × 1.3 Revalon research bonus = 10 points next turn",
    );
    expect(investmentReleaseText(0, "revalon")).toBeNull();
  });
});
