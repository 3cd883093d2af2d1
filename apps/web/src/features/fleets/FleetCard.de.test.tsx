// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { i18n } from "../../i18n/i18n.ts";
import { FleetCard } from "./FleetCard.tsx";
import { testFleet } from "./fleet-test-data.ts";
import { fakeApi, renderWithApi } from "./test-harness.tsx";
import { incomingTitle } from "./incoming-text.ts";
import { travelText } from "./send-preview.ts";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const arrived = testFleet({
  id: "demo:p1:f2",
  fleetName: "Strike on 5,7:2",
  isHomeFleet: false,
  status: "arrived",
  action: "attack",
  units: { ...testFleet().units, soldiers: 1200, transports: 12 },
  targetPlanetId: "demo:5,7:2",
  locationPlanetId: null,
});

describe("fleets in German", () => {
  it("shows a fleet card's status, facts, units and actions in German", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(<FleetCard galaxyId="demo" fleet={arrived} now={0} onAction={() => undefined} />, fakeApi({}).api);
    expect(screen.getByTestId("fleet-status").textContent).toBe("Angekommen");
    expect(screen.getByText("Mission")).toBeTruthy();
    expect(screen.getByText("Angriff")).toBeTruthy();
    expect(screen.getByText("Soldaten: 1,2k")).toBeTruthy();
    expect(screen.getByTitle("1.200 Soldaten")).toBeTruthy();
    expect(screen.getByTestId("fleet-notice").textContent).toBe(
      "Die Flotte ist kampfbereit. Klicke unten, um den Angriff zu beginnen.",
    );
    expect(screen.getByRole("button", { name: "Kampf beginnen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Flotte zurückrufen" })).toBeTruthy();
    // The English texts are gone.
    expect(screen.queryByText("Arrived")).toBeNull();
    expect(screen.queryByText("Initiate Combat")).toBeNull();
    expect(screen.queryByText(/Soldiers/)).toBeNull();
  });

  it("counts with German plurals and keeps the spec's English", async () => {
    const preview = { fee: 0, turns: 1, seconds: 300, fromPlanetId: "demo:1,1:1", viaPortal: false, instant: false };
    expect(incomingTitle(1)).toBe("A hostile fleet is approaching");
    expect(travelText({ ...preview, blockedPortalId: null })).toBe("1 turn (about 5 minutes)");
    await i18n.changeLanguage("de");
    expect(incomingTitle(1)).toBe("Eine feindliche Flotte nähert sich");
    expect(incomingTitle(1200)).toBe("1.200 feindliche Flotten nähern sich");
    expect(travelText({ ...preview, turns: 3, blockedPortalId: null })).toBe("3 Züge (etwa 5 Minuten)");
  });
});
