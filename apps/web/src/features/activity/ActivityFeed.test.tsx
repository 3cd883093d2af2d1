// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ActivityEvent } from "@nova/contract";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
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
});
