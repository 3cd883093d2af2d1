// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { fakeApi, renderWithApi } from "../features/fleets/test-harness.tsx";
import { GalaxyListPage } from "./GalaxyListPage.tsx";

const privateGalaxy = {
  id: "closed",
  shardId: "shard-1",
  name: "Closed Galaxy",
  status: "active",
  createdAt: "2026-01-02T10:00:00.000Z",
  config: {
    gridWidth: 30,
    gridHeight: 30,
    familyCount: 3,
    planetsPerHomeSystem: 10,
    planetsPerNeutralSystem: 3,
    maxPlayersPerFamily: 10,
    systemDensity: 0.1,
    turnLengthMinutes: 15,
  },
  ownerId: "someone",
  isPrivate: true,
  allowedUserIds: [],
  canJoin: false,
  isOwner: false,
  playerId: null,
  playerCount: 2,
  round: {
    galaxyId: "closed",
    round: 1,
    status: "running",
    startedAt: "2026-01-02T10:00:00.000Z",
    currentTurn: 3,
    endTurn: 1000,
    endsAt: "2026-01-12T10:00:00.000Z",
    signupEndsAt: null,
    recurring: false,
    nextGalaxyId: null,
    previousGalaxyId: null,
  },
  currentTurn: 3,
};

afterEach(cleanup);

describe("GalaxyListPage", () => {
  it("alerts with the spec's sentence in a dialog the player acknowledges when a closed private galaxy is clicked", async () => {
    const { api } = fakeApi({ galaxyList: async () => ({ galaxies: [privateGalaxy] }) });
    renderWithApi(<GalaxyListPage />, api, "/galaxies");
    fireEvent.click(await screen.findByTestId("galaxy-card-closed"));
    const alert = await screen.findByRole("alertdialog");
    expect(screen.getByTestId("private-galaxy-alert").textContent).toBe(
      "This is a private galaxy. You need an invitation from the galaxy owner to join.",
    );
    expect(alert.textContent).toContain("OK");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
