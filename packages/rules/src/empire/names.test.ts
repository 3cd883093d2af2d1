import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkEmpireName, empireNameKey } from "./names.ts";

describe("empire names", () => {
  it("accepts ordinary names and reports each problem", () => {
    expect(checkEmpireName("Nova Prime")).toBeNull();
    expect(checkEmpireName("  ")).toBe("required");
    expect(checkEmpireName("ab")).toBe("too_short");
    expect(checkEmpireName("x".repeat(33))).toBe("too_long");
    expect(checkEmpireName("<script>")).toBe("bad_characters");
  });
  it("compares names case- and space-insensitively", () => {
    expect(empireNameKey("  Nova   Prime ")).toBe(empireNameKey("nova prime"));
    fc.assert(fc.property(fc.string(), (s) => empireNameKey(s) === empireNameKey(s.toUpperCase().toLowerCase())));
  });
});
