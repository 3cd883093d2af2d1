import { describe, expect, it } from "vitest";
import { capitalize } from "./capitalize.ts";

describe("capitalize", () => {
  it("capitalizes words split by underscores", () => {
    expect(capitalize("quantam")).toBe("Quantam");
    expect(capitalize("cash_factory")).toBe("Cash Factory");
    expect(capitalize("")).toBe("");
  });
});
