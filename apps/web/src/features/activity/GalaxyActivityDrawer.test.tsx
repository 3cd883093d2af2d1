// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { GalaxyActivityDrawer } from "./GalaxyActivityDrawer.tsx";

afterEach(cleanup);

describe("GalaxyActivityDrawer", () => {
  it("asks only for combat events, 100 of them, once opened, and says when there are none", async () => {
    const { api, calls } = fakeApi({ eventStream: async () => ({ events: [] }) });
    renderWithApi(<GalaxyActivityDrawer galaxyId="demo" />, api, "/dashboard?galaxyId=demo");
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId("galaxy-activity-button"));
    expect(await screen.findByText("No battles have been fought in this galaxy yet.")).toBeTruthy();
    const query = (calls.find((c) => c.name === "eventStream")?.input as { query: Record<string, unknown> }).query;
    expect(query["limit"]).toBe(100);
    expect(String(query["event_types"]).split(",")).toEqual(
      expect.arrayContaining(["combat_resolved", "planet_captured"]),
    );
    expect(String(query["event_types"])).not.toMatch(/turn_flipped/);
  });
});
