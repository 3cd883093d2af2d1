import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "@nova/rules";
import { arrivedAtDestination, fleetActions, readyForCombat } from "./fleet-actions.ts";
import { testFleet } from "./fleet-test-data.ts";

const labels = (fleet: Parameters<typeof fleetActions>[0]) => fleetActions(fleet).actions.map((a) => a.label);

describe("fleet actions per state (core-play section 4)", () => {
  it("offers Send Mission on the idle home fleet, disabled with no units", () => {
    expect(fleetActions(testFleet())).toEqual({ notice: null, actions: [{ kind: "send", label: "Send Mission" }] });
    const empty = fleetActions(testFleet({ units: emptyFleetUnits() })).actions[0];
    expect(empty).toMatchObject({ kind: "send", disabled: true, reason: "This fleet has no units" });
  });

  it("offers move, reinforce and recall on a stationed fleet", () => {
    expect(labels(testFleet({ isHomeFleet: false, status: "stationed", action: "move" }))).toEqual([
      "Move to New Target",
      "Send Reinforcements",
      "Recall Fleet",
    ]);
  });

  it("recalls traveling fleets by mission", () => {
    expect(labels(testFleet({ isHomeFleet: false, status: "traveling", action: "attack" }))).toEqual([
      "Recall Attack Fleet",
    ]);
    expect(labels(testFleet({ isHomeFleet: false, status: "traveling", action: "exploration" }))).toEqual([
      "Recall Explorer Fleet",
    ]);
    expect(labels(testFleet({ isHomeFleet: false, status: "traveling", action: "move" }))).toEqual(["Recall Fleet"]);
  });

  it("asks for combat when an attack fleet has arrived", () => {
    const arrived = fleetActions(testFleet({ isHomeFleet: false, status: "arrived", action: "attack" }));
    expect(arrived.notice).toBe(readyForCombat());
    expect(arrived.notice).toBe("Fleet is ready for combat. Click below to initiate the attack.");
    expect(arrived.actions.map((a) => a.label)).toEqual(["Initiate Combat", "Move to New Target", "Recall Fleet"]);
  });

  it("only recalls an arrived exploration fleet", () => {
    const arrived = fleetActions(testFleet({ isHomeFleet: false, status: "arrived", action: "exploration" }));
    expect(arrived.notice).toBe(arrivedAtDestination());
    expect(arrived.notice).toBe("Fleet has arrived at destination.");
    expect(arrived.actions.map((a) => a.label)).toEqual(["Recall Fleet"]);
  });

  it("offers nothing while a fleet returns", () => {
    expect(labels(testFleet({ isHomeFleet: false, status: "returning", action: "attack" }))).toEqual([]);
  });
});
