import { describe, expect, it } from "vitest";
import { incomingLine, incomingTitle } from "./incoming-text.ts";

const fleet = {
  fleetId: "f1",
  attackerId: "a",
  attackerName: "Zorathi Dominion",
  targetPlanetId: "demo:8,2:1",
  targetPlanetName: "8,2:1",
  status: "traveling" as const,
  arrivesAt: "2026-01-01T00:10:05.000Z",
};

describe("incoming fleets text", () => {
  it("says who comes where, and when", () => {
    const now = Date.parse("2026-01-01T00:00:00.000Z");
    expect(incomingLine(fleet, now)).toBe("Zorathi Dominion → 8,2:1: arrives in 10m 05s");
    expect(incomingLine({ ...fleet, status: "arrived" }, now)).toBe(
      "Zorathi Dominion → 8,2:1: in orbit, awaiting its order to attack",
    );
    expect(incomingLine(fleet, Date.parse("2026-01-01T01:00:00.000Z"))).toMatch(/in orbit/);
  });

  it("counts the fleets in the title", () => {
    expect(incomingTitle(1)).toBe("A hostile fleet is approaching");
    expect(incomingTitle(3)).toBe("3 hostile fleets are approaching");
  });
});
