// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Planet } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { PlanetCard } from "./PlanetCard.tsx";
import { ownPlanet } from "./planet-fixture.ts";

afterEach(cleanup);

const renderCard = (planet: Planet) => {
  const handlers = { onToggleSelected: vi.fn(), onOpenDetail: vi.fn(), onBuild: vi.fn() };
  render(<PlanetCard planet={planet} selected={false} {...handlers} />);
  return handlers;
};

describe("PlanetCard", () => {
  it("shows the label, chips, buildings over size and free space", () => {
    renderCard(
      ownPlanet({
        buildingsInProgress: 4,
        bonus: { bonusType: "resource_iron", multiplier: 1.5 },
        stationedUnits: [{ type: "soldier", count: 1500 }],
      }),
    );
    expect(screen.getByTestId("planet-card-title").textContent).toBe("15,4:2");
    expect(screen.getByTestId("planet-building-count").textContent).toBe("100 buildings");
    expect(screen.getByText("Home")).toBeTruthy();
    expect(screen.getByText("Portal")).toBeTruthy();
    expect(screen.getByText("1.5k troops")).toBeTruthy();
    expect(screen.getByText("Bonus: Iron ×1.5")).toBeTruthy();
    expect(screen.getByTestId("planet-buildings").textContent).toBe("100 + 4 in progress / 250");
    expect(screen.getByTestId("planet-free-space").textContent).toBe("146");
  });

  it("marks a portal a force field holds, and nothing without one", () => {
    const handlers = { onToggleSelected: vi.fn(), onOpenDetail: vi.fn(), onBuild: vi.fn() };
    render(<PlanetCard planet={ownPlanet()} selected={false} {...handlers} />);
    expect(screen.queryByTestId("portal-force-field-chip")).toBeNull();
    cleanup();
    const field = { planetId: "demo:15,4:2", endsTurn: 35 };
    render(<PlanetCard planet={ownPlanet()} selected={false} {...handlers} forceField={field} />);
    expect(screen.getByTestId("portal-force-field-chip").textContent).toBe("Portal force field");
  });

  it("offers building with the free space, and opens detail and build", () => {
    const handlers = renderCard(ownPlanet());
    const build = screen.getByTestId("planet-build-button");
    expect(build.textContent).toBe("Build (150 space available)");
    fireEvent.click(build);
    fireEvent.click(screen.getByTestId("planet-card-title"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select planet 15,4:2" }));
    expect(handlers.onBuild).toHaveBeenCalledOnce();
    expect(handlers.onOpenDetail).toHaveBeenCalledOnce();
    expect(handlers.onToggleSelected).toHaveBeenCalledOnce();
  });

  it("says 'Planet is full' and disables Build without free space", () => {
    renderCard(ownPlanet({ size: 100 }));
    const build = screen.getByTestId("planet-build-button") as HTMLButtonElement;
    expect(build.textContent).toBe("Planet is full");
    expect(build.disabled).toBe(true);
    expect(screen.getByTestId("planet-free-space").textContent).toBe("0");
  });

  it("lists buildings per type when expanded", () => {
    renderCard(ownPlanet());
    fireEvent.click(screen.getByRole("button", { name: "Show buildings" }));
    expect(screen.getByText("Living Quarters")).toBeTruthy();
    expect(screen.getByText("14")).toBeTruthy();
  });

  it("speaks German: chips, figures, bonus and building names", async () => {
    await i18n.changeLanguage("de");
    try {
      renderCard(
        ownPlanet({
          buildingsInProgress: 4,
          stationedUnits: [{ type: "soldier", count: 1500 }],
          bonus: { bonusType: "resource_iron", multiplier: 1.5 },
        }),
      );
      expect(screen.getByTestId("planet-building-count").textContent).toBe("100 Gebäude");
      expect(screen.getByText("Heimat")).toBeTruthy();
      expect(screen.getByText("Bonus: Eisen ×1,5")).toBeTruthy();
      expect(screen.getByTestId("planet-buildings").textContent).toBe("100 + 4 im Bau / 250");
      expect(screen.getByTestId("planet-build-button").textContent).toBe("Bauen (146 Plätze frei)");
      fireEvent.click(screen.getByRole("button", { name: "Gebäude anzeigen" }));
      expect(screen.getByText("Geldfabrik")).toBeTruthy();
      expect(screen.queryByText("Home")).toBeNull();
      expect(screen.queryByText("Cash Factory")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
