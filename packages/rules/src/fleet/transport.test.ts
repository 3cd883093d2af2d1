import { describe, expect, it } from "vitest";
import { checkTransportCapacity, transportsNeeded } from "./transport.ts";

describe("the transport rule (rules.md 11.4, core-play 5)", () => {
  it("needs one transport per 100 soldiers and droids", () => {
    expect(transportsNeeded(0, 0)).toBe(0);
    expect(transportsNeeded(1, 0)).toBe(1);
    expect(transportsNeeded(60, 40)).toBe(1);
    expect(transportsNeeded(60, 41)).toBe(2);
  });

  it("uses the spec's message", () => {
    expect(checkTransportCapacity({ soldiers: 300, droids: 200, transports: 2 })).toMatchObject({
      code: "invalid_action",
      detail: "Insufficient transport capacity. Need 3 more transport(s) (500 troops need 5 transports)",
      data: { missing: 3, troops: 500, needed: 5 },
    });
    expect(checkTransportCapacity({ soldiers: 1, droids: 0, transports: 0 })?.detail).toBe(
      "Insufficient transport capacity. Need 1 more transport(s) (1 troops need 1 transports)",
    );
  });

  it("passes with enough transports, or with no troops at all", () => {
    expect(checkTransportCapacity({ soldiers: 300, droids: 200, transports: 5 })).toBeNull();
    expect(checkTransportCapacity({ soldiers: 0, droids: 0, transports: 0 })).toBeNull();
  });
});
