import { describe, expect, it } from "vitest";
import { checkDevName, devToken } from "./dev-name.ts";

describe("checkDevName", () => {
  it("lower-cases and trims", () => {
    expect(checkDevName("  Alice_01 ")).toEqual({ ok: true, name: "alice_01" });
  });

  it.each(["", "   ", "a".repeat(33), "bad name", "emoji🚀", "dot.ted"])("rejects %j", (input) => {
    expect(checkDevName(input).ok).toBe(false);
  });

  it("accepts 32 characters and dashes", () => {
    expect(checkDevName("a-".repeat(16)).ok).toBe(true);
  });

  it("builds the dev token", () => {
    expect(devToken("alice")).toBe("dev:alice");
  });
});
