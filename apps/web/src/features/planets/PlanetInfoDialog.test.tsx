// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { Planet } from "@nova/contract";
import { ApiError } from "../../api/api-error.ts";
import { i18n } from "../../i18n/i18n.ts";
import { PlanetInfoDialog } from "./PlanetInfoDialog.tsx";
import { ownPlanet } from "./planet-fixture.ts";
import { renderWithApp } from "./test-app.tsx";

afterEach(cleanup);

const stats = { familyId: "demo:family-1", race: "quantam" };

const publicView = (overrides: Partial<Planet>): Planet =>
  ownPlanet({
    visibility: "public",
    population: null,
    maxPopulation: null,
    buildings: [],
    buildingsInProgress: null,
    stationedUnits: [],
    ...overrides,
  });

/** A layout where 15,4 (the fixture planet's system) is a home system or a neutral one. */
const layout = (systemType: "home" | "normal") => ({
  galaxyId: "demo",
  gridSize: { width: 20, height: 20 },
  systemCount: 1,
  homeIds: systemType === "home" ? ["15,4:5"] : [],
  homeFamilies: systemType === "home" ? ["demo:family-1"] : [],
  neutralIds: systemType === "home" ? [] : ["15,4:5"],
  systems: [{ id: "15,4:5", x: 15, y: 4, planetCount: 5, systemType }],
});

const open = (planet: Planet | Error, systemType: "home" | "normal" = "normal") =>
  renderWithApp(<PlanetInfoDialog galaxyId="demo" planetId="15,4:2" open onClose={() => undefined} />, {
    planet: () => {
      if (planet instanceof Error) throw planet;
      return planet;
    },
    playerStats: stats,
    layout: layout(systemType),
  });

const unclaimed = { ownerId: null, ownerName: null, ownerFamilyId: null, ownerNetworth: null, claimedAt: null };

describe("PlanetInfoDialog", () => {
  it("shows the owner that a force field holds the planet's portal, and until when", async () => {
    const field = {
      id: "e1",
      effectType: "portal_force_field",
      planetId: "demo:15,4:2",
      x: 15,
      y: 4,
      startedTurn: 10,
      activeFromTurn: 12,
      endsTurn: 35,
    };
    renderWithApp(<PlanetInfoDialog galaxyId="demo" planetId="15,4:2" open onClose={() => undefined} />, {
      planet: ownPlanet(),
      playerStats: stats,
      layout: layout("normal"),
      activeOperations: { planetLists: [], portalEffects: [], allPortalEffects: [field] },
    });
    const chip = await screen.findByTestId("portal-force-field-chip");
    expect(chip.textContent).toBe("Portal force field");
    expect(chip.getAttribute("aria-label")).toBe(
      "A force field holds this planet's portal through turn 35: no fleet can leave or arrive through it.",
    );
  });

  it("fetches the full id and shows an own planet's facts with Build Buildings and Station Units", async () => {
    const { calls } = open(ownPlanet());
    expect(await screen.findByText("Your Planet")).toBeTruthy();
    expect(screen.getByText("Planet 15,4:2")).toBeTruthy();
    expect(screen.getByTestId("planet-info-type").textContent).toBe("Terran");
    expect(screen.getByTestId("planet-info-owner").textContent).toBe("Orion");
    expect(screen.getByText("Cash Factory: 20")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Build Buildings" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Station Units" })).toBeTruthy();
    expect(calls.find((c) => c.name === "planet")?.input).toMatchObject({
      params: { galaxyId: "demo", planetId: "demo:15,4:2" },
    });
  });

  it("offers an enemy planet's actions: attack, spells and operations", async () => {
    open(publicView({ ownerId: "p2", ownerName: "Vega", ownerFamilyId: "demo:family-2", isHomeWorld: false }));
    expect(await screen.findByText("Enemy Planet")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Attack Planet" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Cast Spell" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Send Operation" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText("Only the owner can see this planet's buildings.")).toBeTruthy();
  });

  it("disables Attack Planet on an enemy home world and says why, keeping spells and operations", async () => {
    open(publicView({ ownerId: "p2", ownerName: "Vega", ownerFamilyId: "demo:family-2", isHomeWorld: true }));
    expect(await screen.findByText("Enemy Planet")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Attack Planet" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText("Attack Planet: Home worlds cannot be attacked")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Cast Spell" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("allows nothing on a family member's planet", async () => {
    open(publicView({ ownerId: "p3", ownerName: "Ally", ownerFamilyId: "demo:family-1" }));
    expect(await screen.findByText("Family Member")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Attack Planet" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText("Attack Planet: You cannot act on a family member's planet")).toBeTruthy();
  });

  it("offers Explore & Colonize on a neutral planet", async () => {
    open(publicView({ ownerId: null, ownerName: null, ownerFamilyId: null, ownerNetworth: null, claimedAt: null }));
    expect(await screen.findByText("Unclaimed")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Explore & Colonize" })).toBeTruthy();
  });

  it("disables Explore & Colonize on a free slot of a home system, with the server's reason", async () => {
    open(publicView({ ...unclaimed, isHomeWorld: false }), "home");
    expect(await screen.findByText("Unclaimed")).toBeTruthy();
    expect(
      await screen.findByLabelText("Explore & Colonize: Home-world slots are reserved for new empires"),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Explore & Colonize" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a stub built from the id when the planet cannot be loaded", async () => {
    open(new ApiError(500, "boom", "server_error"));
    expect(await screen.findByText("Could not load this planet's details.")).toBeTruthy();
    expect(screen.getByText("15, 4")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Build Buildings" })).toBeNull();
  });

  it("speaks German: mode, facts, building names and actions", async () => {
    await i18n.changeLanguage("de");
    try {
      open(ownPlanet());
      expect(await screen.findByText("Dein Planet")).toBeTruthy();
      expect(screen.getByText("Planet 15,4:2")).toBeTruthy();
      expect(screen.getByTestId("planet-info-type").textContent).toBe("Erdähnlich");
      expect(screen.getByText("Geldfabrik: 20")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Gebäude bauen" })).toBeTruthy();
      expect(screen.queryByText("Your Planet")).toBeNull();
      expect(screen.queryByText("Cash Factory: 20")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
