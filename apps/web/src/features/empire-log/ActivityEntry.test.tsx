// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { Activity } from "@nova/contract";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { ActivityEntry } from "./ActivityEntry.tsx";
import { i18n } from "../../i18n/i18n.ts";

const base: Activity = {
  id: "a1",
  source: "event",
  activityType: "fleet_launched",
  category: "combat",
  operationType: null,
  operationStatus: null,
  summary: "Explorer to 14,7:1 launched",
  text: { code: "fleet_launched", params: { fleet: "Explorer to 14,7:1" } },
  turnNumber: 4,
  timestamp: "2026-01-02T10:00:00.000Z",
  actor: { playerId: "p1", playerName: "Ace" },
  target: { playerId: null, playerName: null, planetId: "demo:14,7:1" },
  successRate: null,
  details: { fee: 10, travelTurns: 2 },
};

const renderEntry = (activity: Activity) =>
  renderWithApi(
    <ActivityEntry galaxyId="demo" activity={activity} expanded onToggle={() => undefined} />,
    fakeApi({}).api,
  );

afterEach(cleanup);

describe("ActivityEntry", () => {
  it("leaves Success Rate and Operation out of a fleet entry instead of showing empty dashes", () => {
    renderEntry(base);
    expect(screen.getByText("Type")).toBeTruthy();
    expect(screen.queryByText("Success Rate")).toBeNull();
    expect(screen.queryByText("Operation")).toBeNull();
  });

  it("shows them for an operation", () => {
    renderEntry({
      ...base,
      source: "operation",
      activityType: "spy_on_target",
      category: "operations",
      operationType: "spy_on_target",
      operationStatus: "success",
      successRate: 0.95,
      summary: "Spy on Target on Brann",
    });
    expect(screen.getByText("Success Rate")).toBeTruthy();
    expect(screen.getByText("Operation")).toBeTruthy();
  });

  it("says its line in the player's language from the server's code, or the server's English for a new code", async () => {
    await i18n.changeLanguage("de");
    try {
      renderEntry(base);
      expect(screen.getByTestId("activity-summary").textContent).toBe("Explorer to 14,7:1 ist gestartet");
      cleanup();
      renderEntry({ ...base, text: { code: "comet_sighted", params: {} } as unknown as Activity["text"] });
      expect(screen.getByTestId("activity-summary").textContent).toBe("Explorer to 14,7:1 launched");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
