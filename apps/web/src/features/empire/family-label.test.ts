import { describe, expect, it } from "vitest";
import { familyLabel } from "./family-label.ts";

describe("familyLabel", () => {
  it("shows the last segment of the family id", () => {
    expect(familyLabel("demo:family-2")).toBe("family-2");
    expect(familyLabel("family-7")).toBe("family-7");
  });

  it("says None without a family", () => {
    expect(familyLabel(null)).toBe("None");
  });
});
