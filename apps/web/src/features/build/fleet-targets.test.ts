import { describe, expect, it } from "vitest";
import type { Fleet } from "@nova/contract";
import { fleetTargets } from "./fleet-targets.ts";

const fleet = (id: string, status: Fleet["status"], isHomeFleet = false): Fleet =>
  ({ id, fleetId: id, fleetName: `Fleet ${id}`, isHomeFleet, status }) as Fleet;

describe("fleetTargets", () => {
  it("offers the home fleet even without a fleet list", () => {
    expect(fleetTargets("demo", "p1", undefined)).toEqual([{ id: "demo:p1:home", label: "Home Fleet" }]);
  });

  it("adds idle fleets after the home fleet, and nothing busy", () => {
    const fleets = [
      fleet("demo:p1:home", "idle", true),
      fleet("f1", "idle"),
      fleet("f2", "traveling"),
      fleet("f3", "stationed"),
    ];
    expect(fleetTargets("demo", "p1", fleets)).toEqual([
      { id: "demo:p1:home", label: "Home Fleet" },
      { id: "f1", label: "Fleet f1" },
    ]);
  });
});
