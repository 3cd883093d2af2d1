import { describe, expect, it } from "vitest";
import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { deepFreeze } from "../testing/empire-fixtures.ts";
import { checkSendOrder } from "./send-validation.ts";

const units = (partial: Partial<FleetUnits>): FleetUnits => ({ ...emptyFleetUnits(), ...partial });
const home = deepFreeze(units({ soldiers: 500, droids: 100, fighters: 20, transports: 4, agents: 5, explorers: 2 }));

describe("checkSendOrder", () => {
  it("splits the source fleet into what leaves and what stays", () => {
    const result = checkSendOrder({
      mission: "attack",
      available: home,
      requested: { soldiers: 300, droids: 100, transports: 4, fighters: 20 },
    });
    expect(result).toMatchObject({
      ok: true,
      leaving: units({ soldiers: 300, droids: 100, transports: 4, fighters: 20 }),
      staying: units({ soldiers: 200, agents: 5, explorers: 2 }),
    });
  });

  it("needs at least one unit, with the text of the dialog that sends it", () => {
    expect(checkSendOrder({ mission: "attack", available: home, requested: {} })).toMatchObject({
      ok: false,
      code: "invalid_input",
      detail: "Select at least one unit to send",
    });
    expect(checkSendOrder({ mission: "reinforce", available: home, requested: { soldiers: 0 } })).toMatchObject({
      detail: "Please select at least some units to send",
    });
  });

  it("refuses fractions, negatives and lasers", () => {
    for (const soldiers of [1.5, -1, Number.NaN]) {
      expect(checkSendOrder({ mission: "move", available: home, requested: { soldiers } })).toMatchObject({
        ok: false,
        detail: "Please enter a valid quantity",
      });
    }
    expect(checkSendOrder({ mission: "move", available: home, requested: { lasers: 1 } })).toMatchObject({
      detail: "Lasers are buildings and cannot be sent",
    });
  });

  it("never sends more than is present", () => {
    expect(checkSendOrder({ mission: "attack", available: home, requested: { fighters: 21 } })).toMatchObject({
      ok: false,
      code: "invalid_action",
      detail: "Insufficient fighters: need 21, have 20",
    });
  });

  it("explores with explorers only, at least one", () => {
    expect(checkSendOrder({ mission: "exploration", available: home, requested: { explorers: 1 } })).toMatchObject({
      ok: true,
      leaving: units({ explorers: 1 }),
    });
    expect(checkSendOrder({ mission: "exploration", available: home, requested: { agents: 1 } })).toMatchObject({
      detail: "Exploration needs at least one explorer",
    });
    expect(
      checkSendOrder({ mission: "exploration", available: home, requested: { explorers: 1, fighters: 1 } }),
    ).toMatchObject({ detail: "Exploration fleets carry explorers only" });
  });

  it("refuses an attack without a fighting unit", () => {
    expect(checkSendOrder({ mission: "attack", available: home, requested: { agents: 5 } })).toMatchObject({
      ok: false,
      detail: "An attack needs at least one soldier, droid, fighter, bomber or transport",
    });
  });

  it("applies the transport rule, except to instant portal moves", () => {
    expect(checkSendOrder({ mission: "attack", available: home, requested: { soldiers: 500, transports: 4 } })).toEqual(
      {
        ok: false,
        code: "invalid_action",
        detail: "Insufficient transport capacity. Need 1 more transport(s) (500 troops need 5 transports)",
        data: { missing: 1, troops: 500, needed: 5 },
        reason: "transport_capacity",
      },
    );
    expect(
      checkSendOrder({ mission: "reinforce", available: home, requested: { soldiers: 500 }, instant: true }),
    ).toMatchObject({ ok: true });
    expect(
      checkSendOrder({ mission: "attack", available: home, requested: { soldiers: 500 }, instant: true }),
    ).toMatchObject({ ok: false });
  });
});
