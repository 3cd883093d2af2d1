import { describe, expect, it } from "vitest";
import { queryKeys } from "../api/query-keys.ts";
import { fleetKeys } from "../features/fleets/fleet-keys.ts";
import type { TurnInfo } from "@nova/contract";
import { REFETCH_SPREAD_MS, refreshPlan, turnInfoAfterTurn } from "./push-refresh.ts";

const turn = (currentTurn: number) =>
  ({ type: "turn", galaxyId: "demo", currentTurn, nextTurnAt: "2026-01-01T00:00:00.000Z" }) as const;

describe("what a push hint refreshes", () => {
  it("spreads the refetch over 0-5 s at random", () => {
    expect(refreshPlan(turn(3), null, () => 0)?.delayMs).toBe(0);
    expect(refreshPlan(turn(3), null, () => 0.5)?.delayMs).toBe(REFETCH_SPREAD_MS / 2);
    expect(refreshPlan(turn(3), null, () => 0.9999)?.delayMs).toBeLessThan(REFETCH_SPREAD_MS);
  });

  it("a new turn refreshes the galaxy's queries but turn-info, which the hint carries, the messages and the allocation", () => {
    const plan = refreshPlan(turn(3), 2, () => 0);
    expect(plan).not.toBeNull();
    expect(plan?.matches(queryKeys.playerStats("demo"))).toBe(true);
    expect(plan?.matches(queryKeys.events("demo", 50))).toBe(true);
    expect(plan?.matches(queryKeys.marketPrices("demo"))).toBe(true);
    expect(plan?.matches(queryKeys.turnInfo("demo"))).toBe(false);
    // A flip writes no message: unread counts and channels wait for a message's own hint.
    expect(plan?.matches(queryKeys.messageUnread("demo"))).toBe(false);
    expect(plan?.matches(queryKeys.familyMessages("demo"))).toBe(false);
    expect(plan?.matches(queryKeys.conversations("demo"))).toBe(false);
    // A flip spends research points by the allocation and never changes it; the research stats do change.
    expect(plan?.matches(queryKeys.researchAllocation("demo"))).toBe(false);
    expect(plan?.matches(queryKeys.researchStats("demo"))).toBe(true);
  });

  it("a new turn refetches a job list only when a job in it was due before the next flip", () => {
    // turn(3) says the next flip is at 2026-01-01T00:00:00.000Z.
    const plan = refreshPlan(turn(3), 2, () => 0);
    const job = (state: string, completesAt: string) => ({ id: "j", state, completesAt });
    const list = (...jobs: ReturnType<typeof job>[]) => ({ jobs });
    for (const key of [queryKeys.buildJobs("demo"), queryKeys.unitJobs("demo")]) {
      // Due at this flip (or earlier, and not yet seen completed): it completed.
      expect(plan?.matches(key, list(job("in_progress", "2025-12-31T23:00:00.000Z")))).toBe(true);
      // Due at the next flip or later, or completed already: nothing in the list can have changed.
      expect(plan?.matches(key, list(job("in_progress", "2026-01-01T00:00:00.000Z")))).toBe(false);
      expect(plan?.matches(key, list(job("in_progress", "2026-01-02T00:00:00.000Z")))).toBe(false);
      expect(plan?.matches(key, list(job("completed", "2025-12-31T23:00:00.000Z")))).toBe(false);
      expect(plan?.matches(key, list())).toBe(false);
      // Not loaded, or not a list of jobs: asked for.
      expect(plan?.matches(key, undefined)).toBe(true);
      expect(plan?.matches(key, { other: 1 })).toBe(true);
      expect(plan?.matches(key, list(job("in_progress", "not a time")))).toBe(true);
    }
    // Other queries do not look at their data.
    expect(plan?.matches(queryKeys.planets("demo"), { planets: [] })).toBe(true);
    // Activity is not a flip: a battle or an operation refetches what it names, jobs included when it names them.
    expect(
      refreshPlan({ type: "activity", galaxyId: "demo" }, null, () => 0)?.matches(queryKeys.buildJobs("demo"), list()),
    ).toBe(true);
  });

  it("a new turn refetches the incoming attacks only when one was due before the next flip or waits in orbit", () => {
    // turn(3) says the next flip is at 2026-01-01T00:00:00.000Z.
    const plan = refreshPlan(turn(3), 2, () => 0);
    const key = fleetKeys.incoming("demo");
    const fleet = (status: string, arrivesAt: string | null) => ({ fleetId: "f", status, arrivesAt });
    const list = (...fleets: ReturnType<typeof fleet>[]) => ({ fleets });
    // None coming, or none due before the next flip: a new strike or a recall comes with its own hint.
    expect(plan?.matches(key, list())).toBe(false);
    expect(plan?.matches(key, list(fleet("traveling", "2026-01-01T00:00:00.000Z")))).toBe(false);
    expect(plan?.matches(key, list(fleet("traveling", "2026-01-03T00:00:00.000Z")))).toBe(false);
    // Due at this flip: it has arrived. In orbit: it may have struck or gone.
    expect(plan?.matches(key, list(fleet("traveling", "2025-12-31T23:00:00.000Z")))).toBe(true);
    expect(plan?.matches(key, list(fleet("arrived", null)))).toBe(true);
    // Not loaded, or not a list of fleets: asked for.
    expect(plan?.matches(key, undefined)).toBe(true);
    expect(plan?.matches(key, { other: 1 })).toBe(true);
    expect(plan?.matches(key, list(fleet("traveling", null)))).toBe(true);
    // A strike launched at us refetches it whatever it holds.
    expect(
      refreshPlan({ type: "activity", galaxyId: "demo", event: "incoming_fleet" }, null, () => 0)?.matches(key, list()),
    ).toBe(true);
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

describe("turn-info after a turn's hint", () => {
  const info = (currentTurn: number, endTurn: number): TurnInfo => ({
    galaxyId: "demo",
    currentTurn,
    phase: "open",
    turnLengthMinutes: 10,
    nextTurnAt: "2025-12-31T23:50:00.000Z",
    status: "active",
    round: {
      galaxyId: "demo",
      round: 1,
      status: "running",
      startedAt: "2025-12-01T00:00:00.000Z",
      currentTurn,
      endTurn,
      endsAt: "2026-01-02T00:00:00.000Z",
      signupEndsAt: null,
      recurring: false,
      nextGalaxyId: null,
      previousGalaxyId: null,
    },
  });

  it("moves the turn, the next flip and the round's line on, without a request", () => {
    expect(turnInfoAfterTurn(info(2, 288), turn(3))).toEqual({
      ...info(3, 288),
      nextTurnAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("asks again when the flip reached the round's last turn, which ends the round", () => {
    expect(turnInfoAfterTurn(info(287, 288), turn(288))).toBeNull();
  });
});
