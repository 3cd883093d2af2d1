import { describe, expect, it } from "vitest";
import type { ActivityEvent } from "@nova/contract";
import { GALAXY_ACTIVITY, RECENT_ACTIVITY, eventDetailChips, visibleEvents } from "./activity-events.ts";
import { i18n } from "../../i18n/i18n.ts";

const event = (eventType: string, details: Record<string, unknown> = {}, overrides: Partial<ActivityEvent> = {}) =>
  ({
    id: eventType,
    eventType,
    activityType: eventType,
    summary: "",
    text: { code: "legacy_text", params: { text: "" } },
    turnNumber: 1,
    timestamp: "2026-01-01T10:00:00.000Z",
    playerId: "p1",
    planetId: null,
    planetName: null,
    details,
    target: null,
    ...overrides,
  }) satisfies ActivityEvent;

describe("feeds", () => {
  it("use the spec's limits and refresh times", () => {
    expect(RECENT_ACTIVITY).toEqual({ limit: 50, refreshMs: 30_000 });
    expect(GALAXY_ACTIVITY).toMatchObject({ limit: 100, refreshMs: 60_000 });
  });

  it("keep the galaxy drawer to combat events, never turn flips", () => {
    expect(GALAXY_ACTIVITY.eventTypes).toEqual(expect.arrayContaining(["combat_resolved", "planet_captured"]));
    expect(GALAXY_ACTIVITY.eventTypes).not.toContain("turn_flipped");
    expect(GALAXY_ACTIVITY.eventTypes).not.toContain("player_registered");
  });

  it("never show combat_initiated", () => {
    const events = [event("building_completed"), event("combat_initiated"), event("combat_resolved")];
    expect(visibleEvents(events).map((e) => e.eventType)).toEqual(["building_completed", "combat_resolved"]);
  });
});

describe("eventDetailChips", () => {
  it("reads what was built or trained", () => {
    expect(eventDetailChips(event("building_completed", { quantity: 10, buildingType: "farm" }))).toEqual(["10 farms"]);
    expect(eventDetailChips(event("unit_completed", { quantity: 1, unitType: "explorer" }))).toEqual(["1 explorer"]);
  });

  it("reads battle outcomes and casualties", () => {
    const chips = eventDetailChips(
      event(
        "combat_resolved",
        { outcome: "captured", attackerCasualties: 12, defenderCasualties: 40 },
        { target: { planetId: "demo:1,1:1", planetName: "1,1:1", defenderName: "Vega" } },
      ),
    );
    expect(chips).toEqual(["Outcome: Captured", "Attacker losses: 12", "Defender losses: 40", "Defender: Vega"]);
  });

  it("reads a battle's outcome in German", async () => {
    await i18n.changeLanguage("de");
    try {
      expect(eventDetailChips(event("combat_resolved", { outcome: "captured" }))).toEqual(["Ausgang: Erobert"]);
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("leaves out unknown or malformed details", () => {
    expect(eventDetailChips(event("turn_flipped", { turn: 3 }))).toEqual([]);
    expect(eventDetailChips(event("building_completed", { quantity: "ten", buildingType: "castle" }))).toEqual([]);
  });
});
