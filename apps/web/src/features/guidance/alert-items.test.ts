import { describe, expect, it } from "vitest";
import type { PlayerStats } from "@nova/contract";
import { dashboardAlerts } from "./alert-items.ts";

const stats = (over: Partial<PlayerStats> = {}): PlayerStats =>
  ({
    galaxyId: "g1",
    morale: 1,
    protectedUntilTurn: 72,
    incomeBreakdown: { foodShortage: false },
    turnsUntilShortage: { credits: null, food: null, iron: null, endurium: null, octarine: null },
    ...over,
  }) as PlayerStats;

describe("dashboardAlerts", () => {
  it("says nothing for a healthy, protected empire", () => {
    expect(dashboardAlerts(stats(), 10, "g1:1,1:1")).toEqual([]);
  });

  it("warns of starvation within five turns with a link to build on the home world", () => {
    const [alert] = dashboardAlerts(
      stats({ turnsUntilShortage: { credits: null, food: 3, iron: null, endurium: null, octarine: null } }),
      10,
      "g1:1,1:1",
    );
    expect(alert?.id).toBe("starvation");
    expect(alert?.title).toBe("Food runs out in 3 turns");
    expect(alert?.link).toBe("/planets?galaxyId=g1&planetId=g1%3A1%2C1%3A1&action=build");
  });

  it("warns of zero morale and of protection ending within ten turns", () => {
    const ids = dashboardAlerts(stats({ morale: 0 }), 65, null).map((a) => a.id);
    expect(ids).toEqual(["morale", "protection"]);
    expect(dashboardAlerts(stats(), 65, null)[0]?.title).toBe("Your protection ends in 7 turns");
    expect(dashboardAlerts(stats(), 72, null)).toEqual([]);
  });
});

describe("estimate texts", () => {
  it("explains why a fleet cannot take a planet", async () => {
    const { cannotCaptureText, lossesText } = await import("./estimate-text.ts");
    expect(cannotCaptureText({ fighters: 20 })).toMatch(/^Only soldiers or droids/);
    expect(cannotCaptureText({ soldiers: 100 })).toBe("Your soldiers and droids need transports to land.");
    expect(cannotCaptureText({ soldiers: 100, transports: 1 })).toBeNull();
    expect(lossesText({ fighters: 1200, lasers: 2 })).toBe("1,200 fighters, 2 lasers");
    expect(lossesText({})).toBe("nothing");
  });

  it("says what the estimate rests on and how sure it is", async () => {
    const { basedOnText, chanceText, spyFirstLink } = await import("./estimate-text.ts");
    expect(basedOnText({ source: "spy_report", turn: 12, ageTurns: 3, operationId: "o" })).toBe(
      "Based on your spy report from turn 12 (3 turns old)",
    );
    expect(basedOnText({ source: "own", turn: 1_200, ageTurns: 0, operationId: null })).toBe(
      "Based on what your own fleets saw from turn 1,200 (this turn)",
    );
    expect(chanceText({ winChance: 0.85, outcome: "captured", attackerLosses: {}, defenderLosses: {} })).toBe(
      "85% chance to win: the planet would be captured",
    );
    expect(spyFirstLink("g1", "quantam", "p2")).toBe(
      "/operations?galaxyId=g1&tab=ops&operation=spy_on_target&targetPlayer=p2",
    );
    expect(spyFirstLink("g1", "camaar", "p2")).toBeNull();
  });
});
