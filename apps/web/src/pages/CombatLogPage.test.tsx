// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { fakeApi, renderWithApi } from "../features/fleets/test-harness.tsx";
import { CombatLogPage } from "./CombatLogPage.tsx";

afterEach(cleanup);

describe("CombatLogPage", () => {
  it("says the spec's sentence to a user without an empire in that galaxy, not an HTTP status", () => {
    renderWithApi(<CombatLogPage />, fakeApi({}).api, "/combat-log?galaxyId=elsewhere");
    expect(screen.getByText("Failed to load activity log. Please try again.")).toBeTruthy();
    expect(screen.queryByText(/404|Not Found/)).toBeNull();
    expect(screen.getByRole("button", { name: "Back to Galaxy Selection" })).toBeTruthy();
  });
});
