// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { Galaxy } from "@nova/contract";
import { GalaxyCard } from "./GalaxyCard.tsx";
import { i18n } from "../../i18n/i18n.ts";

const galaxy = (overrides: Partial<Galaxy> = {}): Galaxy => ({
  id: "demo",
  shardId: "shard-1",
  name: "Demo Galaxy",
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
  ownerId: null,
  isPrivate: false,
  allowedUserIds: [],
  canJoin: true,
  isOwner: false,
  playerId: null,
  playerCount: 4,
  round: {
    galaxyId: "demo",
    round: 1,
    status: "running",
    startedAt: "2026-01-02T10:00:00.000Z",
    currentTurn: 12,
    endTurn: 1000,
    endsAt: "2026-01-12T10:00:00.000Z",
    signupEndsAt: null,
    recurring: false,
    nextGalaxyId: null,
    previousGalaxyId: null,
  },
  currentTurn: 12,
  ...overrides,
});

const renderCard = (value: Galaxy, onDenied = vi.fn()) => {
  render(
    <MemoryRouter>
      <GalaxyCard galaxy={value} onDenied={onDenied} />
    </MemoryRouter>,
  );
  return onDenied;
};

afterEach(cleanup);

describe("GalaxyCard", () => {
  it("shows the galaxy's facts", () => {
    renderCard(galaxy());
    expect(screen.getByRole("heading", { name: "Demo Galaxy" })).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("shard-1")).toBeTruthy();
    expect(screen.getByText("Public")).toBeTruthy();
    expect(screen.getByText("30 × 30")).toBeTruthy();
    expect(screen.getByText("15 minutes")).toBeTruthy();
  });

  it("offers 'Create Player' without a player", () => {
    renderCard(galaxy());
    expect(screen.getByRole("button", { name: "Create Player" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enter Galaxy" })).toBeNull();
  });

  it("offers 'Enter Galaxy' and the 'Your Player' chip with a player", () => {
    renderCard(galaxy({ playerId: "p1" }));
    expect(screen.getByRole("button", { name: "Enter Galaxy" })).toBeTruthy();
    expect(screen.getByText("Your Player")).toBeTruthy();
  });

  it("denies a private galaxy without an invitation and says why on click", () => {
    const onDenied = renderCard(galaxy({ isPrivate: true, canJoin: false }));
    const denied = screen.getByRole("button", { name: "Access Denied" }) as HTMLButtonElement;
    expect(denied.disabled).toBe(true);
    expect(screen.getByText("Invitation Required")).toBeTruthy();
    expect(screen.getByText("Private")).toBeTruthy();
    fireEvent.click(screen.getByTestId("galaxy-card-demo"));
    expect(onDenied).toHaveBeenCalledTimes(1);
  });

  it("gives owners 'Manage Galaxy' and the 'Owner' chip", () => {
    renderCard(galaxy({ isOwner: true, playerId: "p1" }));
    expect(screen.getByRole("button", { name: "Manage Galaxy" })).toBeTruthy();
    expect(screen.getByText("Owner")).toBeTruthy();
  });
});

describe("GalaxyCard in German", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("labels the facts and buttons from the catalogue, numbers grouped the German way", async () => {
    await i18n.changeLanguage("de");
    renderCard(galaxy({ isOwner: true, playerId: "p1", playerCount: 1200 }));
    expect(screen.getByText("Aktiv")).toBeTruthy();
    expect(screen.getByText("Öffentlich")).toBeTruthy();
    expect(screen.getByText("15 Minuten")).toBeTruthy();
    expect(screen.getByText("1.200")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Galaxie betreten" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Galaxie verwalten" })).toBeTruthy();
    expect(screen.getByText("Dein Imperium")).toBeTruthy();
    for (const english of ["Active", "Public", "Enter Galaxy", "Manage Galaxy", "Your Player", "Owner", "Players"]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
