// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ActivityEvent } from "@nova/contract";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { ActivityFeed } from "./ActivityFeed.tsx";

const battle: ActivityEvent = {
  id: "e1",
  eventType: "combat_victory",
  activityType: "combat_victory",
  summary: "Victory at 12,4:2: the planet was captured",
  text: { code: "legacy_text", params: { text: "Victory at 12,4:2: the planet was captured" } },
  turnNumber: 9,
  timestamp: "2026-01-02T10:00:00.000Z",
  playerId: "p1",
  planetId: "demo:12,4:2",
  planetName: "12,4:2",
  details: { battleReportId: "demo:report-7", outcome: "captured" },
  target: null,
};

afterEach(cleanup);

describe("ActivityFeed (dashboard Recent Activity)", () => {
  it("expands a battle into its report in place", () => {
    const { api, calls } = fakeApi({});
    renderWithApi(
      <ActivityFeed
        galaxyId="demo"
        events={[battle]}
        isPending={false}
        isError={false}
        onRetry={() => undefined}
        detailed
        emptyText="none"
      />,
      api,
    );
    expect(screen.queryByTestId("activity-battle-report")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Battle Report" }));
    const report = screen.getByTestId("activity-battle-report");
    expect(within(report).getByRole("status")).toBeTruthy();
    expect(calls.find((c) => c.name === "battle")?.input).toMatchObject({
      params: { galaxyId: "demo", reportId: "report-7" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Hide Battle Report" }));
    expect(screen.queryByTestId("activity-battle-report")).toBeNull();
  });

  it("offers no report on a feed line without one", () => {
    renderWithApi(
      <ActivityFeed
        galaxyId="demo"
        events={[{ ...battle, details: {} }]}
        isPending={false}
        isError={false}
        onRetry={() => undefined}
        detailed
        emptyText="none"
      />,
      fakeApi({}).api,
    );
    expect(screen.queryByRole("button", { name: "Battle Report" })).toBeNull();
  });

  it("speaks German around the server's summary: turn, type, details and the report button", async () => {
    await i18n.changeLanguage("de");
    try {
      const built: ActivityEvent = {
        ...battle,
        id: "e2",
        eventType: "building_completed",
        activityType: "building_completed",
        summary: "10 farms completed",
        // An old row's sentence: shown as it was stored, whatever the language.
        text: { code: "legacy_text", params: { text: "10 farms completed" } },
        details: { quantity: 10, buildingType: "farm" },
      };
      renderWithApi(
        <ActivityFeed
          galaxyId="demo"
          events={[battle, built]}
          isPending={false}
          isError={false}
          onRetry={() => undefined}
          detailed
          emptyText="none"
        />,
        fakeApi({}).api,
      );
      expect(screen.getByRole("button", { name: "Kampfbericht" })).toBeTruthy();
      expect(screen.getByText("10 Farmen")).toBeTruthy();
      expect(screen.getAllByText(/^Zug 9 · /).length).toBe(2);
      expect(screen.getByText(/Gebäude fertiggestellt/)).toBeTruthy();
      expect(screen.getByText("10 farms completed")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Battle Report" })).toBeNull();
      expect(screen.queryByText(/^Turn 9/)).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
