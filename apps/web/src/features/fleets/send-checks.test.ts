import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "@nova/rules";
import { checkUnits, homeFleetNotFound, troopsNeedTransports } from "./send-checks.ts";

const home = { ...emptyFleetUnits(), soldiers: 500, droids: 50, fighters: 20, transports: 3, explorers: 2, agents: 5 };

describe("send checks (core-play section 5)", () => {
  it("needs at least one unit, in each dialog's words", () => {
    expect(checkUnits("attack", {}, home).error).toBe("Select at least one unit to send");
    expect(checkUnits("exploration", {}, home).error).toBe("Select at least one unit to send");
    expect(checkUnits("reinforce", {}, home).error).toBe("Please select at least some units to send");
  });

  it("applies the transport rule with the spec's exact message", () => {
    expect(checkUnits("attack", { soldiers: 100 }, home)).toEqual({
      error: "Insufficient transport capacity. Need 1 more transport(s) (100 troops need 1 transports)",
      warning: troopsNeedTransports(),
    });
    expect(checkUnits("attack", { soldiers: 450, droids: 50, transports: 3 }, home).error).toBe(
      "Insufficient transport capacity. Need 2 more transport(s) (500 troops need 5 transports)",
    );
    expect(checkUnits("attack", { soldiers: 300, transports: 3 }, home)).toEqual({ error: null, warning: null });
  });

  it("warns when ground troops go without transports", () => {
    expect(troopsNeedTransports()).toBe("Ground troops need transports to reach the planet!");
    expect(checkUnits("attack", { fighters: 5 }, home).warning).toBeNull();
  });

  it("keeps exploration to explorers", () => {
    expect(checkUnits("exploration", { explorers: 1 }, home).error).toBeNull();
    expect(checkUnits("exploration", { explorers: 1, fighters: 1 }, home).error).toBe(
      "Exploration fleets carry explorers only",
    );
  });

  it("refuses more than the fleet holds and a missing home fleet", () => {
    expect(checkUnits("reinforce", { agents: 6 }, home).error).toBe("Insufficient agents: need 6, have 5");
    expect(checkUnits("reinforce", { agents: 1 }, null).error).toBe(homeFleetNotFound());
    expect(homeFleetNotFound()).toBe("Home fleet not found");
  });

  it("lets an instant portal-to-portal move carry troops without transports", () => {
    expect(checkUnits("move", { soldiers: 200 }, home).error).toBe(
      "Insufficient transport capacity. Need 2 more transport(s) (200 troops need 2 transports)",
    );
    expect(checkUnits("move", { soldiers: 200 }, home, true)).toEqual({ error: null, warning: null });
    expect(checkUnits("move", {}, home, true).error).toBe("Please select at least some units to send");
  });
});
