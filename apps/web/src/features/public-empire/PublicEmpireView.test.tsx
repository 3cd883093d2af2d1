// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { DashboardPage } from "../../pages/DashboardPage.tsx";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { i18n } from "../../i18n/i18n.ts";

const rival = {
  playerId: "p9",
  playerName: "Brann",
  race: "camaar",
  isNpc: false,
  familyId: "demo:family-2",
  familyName: "Family 2",
  networth: 123456,
  population: 45678,
  planetCount: 7,
  rank: 3,
  rankedEmpires: 12,
  homeSystemCoordinates: { x: 14, y: 7 },
};

afterEach(cleanup);

describe("View Empire of another empire", () => {
  it("shows that empire's public view, titled with its name, and never asks for private stats", async () => {
    const { api, calls } = fakeApi({ publicEmpire: async () => rival });
    renderWithApi(<DashboardPage />, api, "/dashboard?galaxyId=demo&playerId=p9");
    expect((await screen.findByTestId("empire-title")).textContent).toBe("Brann's Empire");
    expect(screen.getByText("Race: Camaar")).toBeTruthy();
    expect(screen.getByText("Family: Family 2")).toBeTruthy();
    expect(screen.getByTestId("public-rank").textContent).toContain("#3");
    expect(screen.getByTestId("public-rank").textContent).toContain("of 12 empires");
    expect(screen.getByTestId("public-networth").textContent).toContain("123,456");
    expect(screen.getByTestId("public-population").textContent).toContain("45,678");
    expect(screen.getByTestId("public-planets").textContent).toContain("7");
    expect(screen.getByTestId("public-home").textContent).toBe("Home system: 14,7");
    expect(screen.queryByText(/Credits|Octarine|^Resources$|Build Queue/)).toBeNull();
    expect(calls.map((c) => c.name)).toEqual(["publicEmpire"]);
    expect(calls[0]?.input).toMatchObject({ params: { galaxyId: "demo", playerId: "p9" } });
  });

  it("keeps the full dashboard for one's own empire", () => {
    const { api, calls } = fakeApi({});
    renderWithApi(<DashboardPage />, api, "/dashboard?galaxyId=demo&playerId=p1");
    expect(calls.map((c) => c.name)).toContain("playerStats");
    expect(calls.map((c) => c.name)).not.toContain("publicEmpire");
  });

  it("says 'Player not found' for an empire that does not exist", async () => {
    const { ApiError } = await import("../../api/api-error.ts");
    const { api } = fakeApi({
      publicEmpire: () => Promise.reject(new ApiError(404, "Player not found", "not_found")),
    });
    renderWithApi(<DashboardPage />, api, "/dashboard?galaxyId=demo&playerId=ghost");
    expect(await screen.findByText("Player not found")).toBeTruthy();
  });
});

describe("View Empire in German", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the public view's texts from the catalogue, the empire's name as it is", async () => {
    await i18n.changeLanguage("de");
    const { api } = fakeApi({ publicEmpire: async () => rival });
    renderWithApi(<DashboardPage />, api, "/dashboard?galaxyId=demo&playerId=p9");
    expect((await screen.findByTestId("empire-title")).textContent).toBe("Imperium von Brann");
    expect(screen.getByText("Rasse: Camaar")).toBeTruthy();
    expect(screen.getByText("Familie: Family 2")).toBeTruthy();
    expect(screen.getByTestId("public-rank").textContent).toContain("von 12 Imperien");
    expect(screen.getByTestId("public-networth").textContent).toContain("123.456");
    expect(screen.getByTestId("public-home").textContent).toBe("Heimatsystem: 14,7");
    expect(screen.getByRole("button", { name: "Auf der Karte zeigen" })).toBeTruthy();
    expect(screen.queryByText(/Empire|Show on Map|Back to Player List|Home system/)).toBeNull();
  });
});
