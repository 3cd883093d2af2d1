// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, waitFor } from "@testing-library/react";
import { refreshPlan } from "../../push/push-refresh.ts";
import { fakeApi, renderWithApi, testQueryClient } from "../fleets/test-harness.tsx";
import { AwaySummary } from "./AwaySummary.tsx";

afterEach(cleanup);

describe("the away summary's entry read", () => {
  it("reads the turn once: a flip's refresh does not ask for turn-info again", async () => {
    const { api, calls } = fakeApi({
      turnInfo: async () => ({ galaxyId: "demo", currentTurn: 7, nextTurnAt: "2026-01-01T00:00:00.000Z" }),
    });
    const client = testQueryClient();
    renderWithApi(<AwaySummary galaxyId="demo" playerId="p1" />, api, "/dashboard?galaxyId=demo", client);
    const turnInfoCalls = () => calls.filter((c) => c.name === "turnInfo").length;
    // The shared turn-info and the entry read, which decides whether to show the summary.
    await waitFor(() => expect(turnInfoCalls()).toBe(2));
    const entry = () => client.getQueryCache().find({ queryKey: ["away-entry-turn", "demo"] });
    await waitFor(() => expect(entry()?.state.data).toBeDefined());
    // Once decided, the entry read has no more use.
    await waitFor(() => expect(entry()?.isActive()).toBe(false));
    // What use-server-push does when a flip's hint arrives (the spread delay aside).
    const plan = refreshPlan(
      { type: "turn", galaxyId: "demo", currentTurn: 8, nextTurnAt: "2026-01-01T00:15:00.000Z" },
      7,
      () => 0,
    );
    await client.invalidateQueries({
      predicate: (query) => query.queryKey[1] === "demo" && plan!.matches(query.queryKey, query.state.data),
    });
    expect(turnInfoCalls()).toBe(2);
  });
});
