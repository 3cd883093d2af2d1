// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { i18n } from "../../i18n/i18n.ts";
import { MoveFleetForm } from "./MoveFleetDialog.tsx";
import { testFleet } from "./fleet-test-data.ts";
import { fakeApi, renderWithApi } from "./test-harness.tsx";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("a fleet's move, in German", () => {
  it("confirms in German, not in the server's English words", async () => {
    await i18n.changeLanguage("de");
    const fleet = testFleet({
      id: "demo:p1:f2",
      fleetId: "demo:p1:f2",
      fleetName: "Vanguard",
      isHomeFleet: false,
      status: "stationed",
      locationPlanetId: "demo:3,4:1",
    });
    const { api, calls } = fakeApi({
      moveFleet: async () => ({ message: "Fleet sent to new target!", fleet, travelTimeSeconds: 600, fee: 0 }),
    });
    renderWithApi(<MoveFleetForm galaxyId="demo" fleets={[fleet]} onClose={() => undefined} />, api);
    fireEvent.change(screen.getByTestId("move-target-input"), { target: { value: "7,1:2" } });
    fireEvent.click(screen.getByRole("button", { name: "Flotte verlegen" }));
    expect(await screen.findByText("Flotte zum neuen Ziel geschickt!")).toBeTruthy();
    expect(screen.queryByText("Fleet sent to new target!")).toBeNull();
    expect(calls.some((c) => c.name === "moveFleet")).toBe(true);
  });
});
