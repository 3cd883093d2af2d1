import { describe, expect, it } from "vitest";
import { queryKeys } from "../api/query-keys.ts";
import { fleetKeys } from "../features/fleets/fleet-keys.ts";
import { REFETCH_SPREAD_MS, refreshPlan } from "./push-refresh.ts";

const turn = (currentTurn: number) =>
  ({ type: "turn", galaxyId: "demo", currentTurn, nextTurnAt: "2026-01-01T00:00:00.000Z" }) as const;

describe("what a push hint refreshes", () => {
  it("spreads the refetch over 0-5 s at random", () => {
    expect(refreshPlan(turn(3), null, () => 0)?.delayMs).toBe(0);
    expect(refreshPlan(turn(3), null, () => 0.5)?.delayMs).toBe(REFETCH_SPREAD_MS / 2);
    expect(refreshPlan(turn(3), null, () => 0.9999)?.delayMs).toBeLessThan(REFETCH_SPREAD_MS);
  });

  it("a new turn refreshes the galaxy's queries but turn-info, which the hint carries", () => {
    const plan = refreshPlan(turn(3), 2, () => 0);
    expect(plan).not.toBeNull();
    expect(plan?.matches(queryKeys.playerStats("demo"))).toBe(true);
    expect(plan?.matches(queryKeys.events("demo", 50))).toBe(true);
    expect(plan?.matches(queryKeys.marketPrices("demo"))).toBe(true);
    expect(plan?.matches(queryKeys.turnInfo("demo"))).toBe(false);
  });

  it("a turn already refreshed for refreshes nothing", () => {
    expect(refreshPlan(turn(3), 3)).toBeNull();
    expect(refreshPlan(turn(2), 3)).toBeNull();
  });

  it("activity refreshes only what its kind of event changes", () => {
    const incoming = refreshPlan({ type: "activity", galaxyId: "demo", event: "incoming_fleet" }, null, () => 0);
    expect(incoming?.matches(fleetKeys.incoming("demo"))).toBe(true);
    expect(incoming?.matches(queryKeys.events("demo", 50))).toBe(true);
    expect(incoming?.matches(queryKeys.planets("demo"))).toBe(false);
    expect(incoming?.matches(queryKeys.marketPrices("demo"))).toBe(false);

    const battle = refreshPlan({ type: "activity", galaxyId: "demo", event: "battle" }, null, () => 0);
    expect(battle?.matches(queryKeys.planets("demo"))).toBe(true);
    expect(battle?.matches(queryKeys.playerStats("demo"))).toBe(true);
    expect(battle?.matches(queryKeys.researchStats("demo"))).toBe(false);

    const operation = refreshPlan({ type: "activity", galaxyId: "demo", event: "operation" }, null, () => 0);
    expect(operation?.matches(queryKeys.activeEffects("demo"))).toBe(true);
    expect(operation?.matches(fleetKeys.incoming("demo"))).toBe(false);
  });

  it("activity of unknown kind refreshes the whole galaxy, and never another galaxy", () => {
    const plan = refreshPlan({ type: "activity", galaxyId: "demo" }, null, () => 0);
    expect(plan?.matches(queryKeys.researchStats("demo"))).toBe(true);
    expect(plan?.matches(queryKeys.researchStats("other"))).toBe(false);
  });
});
