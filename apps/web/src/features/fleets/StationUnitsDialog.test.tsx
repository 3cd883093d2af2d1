// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Fleet } from "@nova/contract";
import { launchFee, raceSpec, travelTurns } from "@nova/rules";
import { ApiError } from "../../api/api-error.ts";
import { ownPlanet } from "../planets/planet-fixture.ts";
import { testFleet } from "./fleet-test-data.ts";
import { StationUnitsDialog } from "./StationUnitsDialog.tsx";
import { fakeApi, renderWithApi } from "./test-harness.tsx";

// The home world at 2,7:1 has the starting portal; the colony at 5,7:2 has one only when asked.
const home = testFleet();
const homeWorld = ownPlanet({ id: "demo:2,7:1", coordinates: { x: 2, y: 7 } });
const colony = (portal: boolean) =>
  ownPlanet({
    id: "demo:5,7:2",
    coordinates: { x: 5, y: 7 },
    isHomeWorld: false,
    buildings: portal ? [{ type: "portal", count: 1 }] : [{ type: "farm", count: 3 }],
  });

const apiWith = (portal: boolean, sendFleet: () => Promise<unknown> = async () => answer) =>
  fakeApi({
    planets: async () => ({ planets: [homeWorld, colony(portal)] }),
    playerStats: async () => ({ race: "quantam" }),
    turnInfo: async () => ({ nextTurnAt: "2026-01-01T00:05:00.000Z", turnLengthMinutes: 5 }),
    sendFleet,
  });
const answer = { message: "Fleet sent successfully!", fleet: null, travelTimeSeconds: 600, fee: 35 };

const renderDialog = (api: ReturnType<typeof fakeApi>["api"], fleets: Fleet[] = [home], target = "5,7:2") => {
  const onClose = vi.fn();
  const onSent = vi.fn();
  renderWithApi(
    <StationUnitsDialog
      galaxyId="demo"
      targetPlanetId={target}
      fleets={fleets}
      open
      onClose={onClose}
      onSent={onSent}
    />,
    api,
  );
  return { onClose, onSent };
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Station Units" }) as HTMLButtonElement;

afterEach(cleanup);

describe("StationUnitsDialog", () => {
  it("sends fighters from the home fleet to a colony, clamped, with the fee and a garrison name", async () => {
    const { api, calls } = apiWith(false);
    const { onClose, onSent } = renderDialog(api);
    expect(screen.getByRole("heading", { name: "Station Units at 5,7:2" })).toBeTruthy();
    // Only the home fleet can go: no choice between sources.
    expect(screen.queryByTestId("station-source")).toBeNull();

    fireEvent.change(await screen.findByLabelText("Fighters"), { target: { value: "500" } });
    expect(field("Fighters").value).toBe("20");
    await waitFor(() => expect(screen.getByTestId("preview-fee").textContent).toBe(`${launchFee(20, 3)} credits`));
    const turns = travelTurns(3, raceSpec("quantam").bonuses.speed);
    expect(screen.getByTestId("preview-travel").textContent).toMatch(new RegExp(`^${turns} turns? `));

    // Soldiers without transports are refused by the transport rule on a slow trip.
    fireEvent.change(field("Soldiers"), { target: { value: "100" } });
    expect(screen.getByText("Ground troops need transports to reach the planet!")).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.change(field("Soldiers"), { target: { value: "0" } });

    fireEvent.click(submit());
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(answer));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.name === "sendFleet")?.input).toEqual({
      body: {
        galaxyId: "demo",
        playerId: "p1",
        sourceFleetId: "demo:p1:home",
        action: "move",
        targetPlanetId: "demo:5,7:2",
        units: { fighters: 20 },
        fleetName: "Garrison of 5,7:2",
      },
    });
    expect(await screen.findByText("Fleet sent successfully!")).toBeTruthy();
  });

  it("lets troops step through a portal without transports, instantly", async () => {
    const { api, calls } = apiWith(true);
    renderDialog(api);
    fireEvent.change(await screen.findByLabelText("Soldiers"), { target: { value: "100" } });
    await waitFor(() => expect(screen.getByTestId("preview-travel").textContent).toBe("Instant (portal to portal)"));
    expect(screen.queryByText("Ground troops need transports to reach the planet!")).toBeNull();
    expect(screen.getByTestId("transport-load").textContent).toMatch(/need no transports/);
    fireEvent.click(submit());
    await waitFor(() => expect(calls.some((c) => c.name === "sendFleet")).toBe(true));
  });

  it("shows the server's refusal and refuses the home fleet's own planet and other players' planets", async () => {
    const { api } = apiWith(false, () =>
      Promise.reject(new ApiError(422, "Insufficient credits: need 35, have 0", "insufficient_resources")),
    );
    renderDialog(api);
    fireEvent.change(await screen.findByLabelText("Fighters"), { target: { value: "5" } });
    fireEvent.click(submit());
    expect(await screen.findByText("Insufficient credits: need 35, have 0")).toBeTruthy();
    cleanup();

    renderDialog(apiWith(false).api, [home], "2,7:1");
    expect(await screen.findByText("The home fleet is already there")).toBeTruthy();
    expect(submit().disabled).toBe(true);
    cleanup();

    renderDialog(apiWith(false).api, [home], "9,9:1");
    expect(await screen.findByText("Units can only be stationed on your own planets")).toBeTruthy();
  });

  it("keeps moving a stationed fleet there as the other choice", async () => {
    const garrison = testFleet({
      id: "f2",
      fleetId: "f2",
      fleetName: "Iron Fist",
      isHomeFleet: false,
      status: "stationed",
      locationPlanetId: "demo:8,8:1",
      stationedPlanetId: "demo:8,8:1",
    });
    const { api, calls } = apiWith(false);
    renderDialog(api, [home, garrison]);
    fireEvent.click(screen.getByRole("button", { name: "Move a stationed fleet" }));
    expect((screen.getByTestId("move-target-input") as HTMLInputElement).value).toBe("5,7:2");
    fireEvent.click(screen.getByRole("button", { name: "Move Fleet" }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === "moveFleet")?.input).toMatchObject({
        params: { fleetId: "f2" },
        body: { targetPlanetId: "demo:5,7:2" },
      }),
    );
  });

  it("starts on moving a stationed fleet when the target is the home world", async () => {
    const garrison = testFleet({
      id: "f2",
      fleetId: "f2",
      fleetName: "Iron Fist",
      isHomeFleet: false,
      status: "stationed",
      locationPlanetId: "demo:8,8:1",
      stationedPlanetId: "demo:8,8:1",
    });
    renderDialog(apiWith(false).api, [home, garrison], "2,7:1");
    expect((await screen.findByTestId("move-target-input")).getAttribute("value")).toBe("2,7:1");
    expect(screen.queryByText("The home fleet is already there")).toBeNull();
  });
});
