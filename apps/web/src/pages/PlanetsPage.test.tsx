// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { ownPlanet } from "../features/planets/planet-fixture.ts";
import { renderWithApp, type FakeRoutes } from "../features/planets/test-app.tsx";
import { PlanetsPage } from "./PlanetsPage.tsx";

afterEach(cleanup);

const stats = {
  race: "quantam",
  planetCount: 2,
  familyId: null,
  resources: { credits: 25_000, food: 20_000, iron: 2000, endurium: 500, octarine: 2000 },
};
const colony = ownPlanet({
  id: "demo:3,9:1",
  planetId: 1,
  coordinates: { x: 3, y: 9 },
  isHomeWorld: false,
  buildings: [],
  bonus: { bonusType: "resource_iron", multiplier: 1.2 },
});

const renderPlanets = (routes: FakeRoutes, path = "/planets?galaxyId=demo") =>
  renderWithApp(
    <Routes>
      <Route path="/planets" element={<PlanetsPage />} />
    </Routes>,
    { playerStats: stats, ...routes },
    path,
  );

describe("PlanetsPage", () => {
  it("lists planets, selects them all and offers a bulk build", async () => {
    renderPlanets({ planets: { planets: [ownPlanet(), colony] } });
    expect(await screen.findByTestId("planet-card-15,4:2")).toBeTruthy();
    expect(screen.getByTestId("planet-card-3,9:1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select All" }));
    expect(screen.getByTestId("selection-banner").textContent).toBe("2 planet(s) selected");
    fireEvent.click(screen.getByTestId("bulk-build-button"));
    expect(await screen.findByText("Bulk Build on 2 Planets")).toBeTruthy();
  });

  it("opens the build dialog from the deep link, with a short or a full planet id", async () => {
    renderPlanets(
      { planets: { planets: [ownPlanet(), colony] } },
      "/planets?galaxyId=demo&planetId=3,9:1&action=build",
    );
    expect(await screen.findByText("Build on Planet 3,9:1")).toBeTruthy();
  });

  it("says so when the deep-linked planet is not the player's", async () => {
    renderPlanets({ planets: { planets: [ownPlanet()] } }, "/planets?galaxyId=demo&planetId=demo:9,9:9&action=build");
    expect(await screen.findByText("Planet 9,9:9 is not one of your planets.")).toBeTruthy();
  });

  it("shows the spec's empty and failure messages", async () => {
    renderPlanets({ planets: { planets: [] } });
    expect(await screen.findByText("No planets found. Colonize planets using explorers.")).toBeTruthy();
    cleanup();
    renderPlanets({
      planets: () => {
        throw new Error("down");
      },
    });
    expect(await screen.findByText("Failed to load planets. Please try again.")).toBeTruthy();
  });
});
