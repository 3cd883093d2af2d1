// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ApiClient } from "../../api/api-client.ts";
import { ApiError } from "../../api/api-error.ts";
import { AttackPlanetDialog } from "./AttackPlanetDialog.tsx";
import { testFleet } from "./fleet-test-data.ts";
import { fakeApi, renderWithApi } from "./test-harness.tsx";

const homeWithTransports = testFleet({ units: { ...testFleet().units, transports: 2 } });

const apiAnswering = (sendFleet: () => Promise<unknown>) =>
  fakeApi({
    fleets: async () => ({ fleets: [homeWithTransports] }),
    planet: async () => ({ ownerName: "Brann", isHomeWorld: false }),
    planets: async () => ({ planets: [] }),
    sendFleet,
  });

const renderDialog = (api: ApiClient, onSent = vi.fn(), onClose = vi.fn()) => {
  renderWithApi(
    <AttackPlanetDialog galaxyId="demo" targetPlanetId="12,4:2" open onClose={onClose} onSent={onSent} />,
    api,
  );
  return { onSent, onClose };
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const launch = () => screen.getByRole("button", { name: "Launch Attack" });

afterEach(cleanup);

describe("AttackPlanetDialog", () => {
  it("says the map's 'Please select at least some units to send' when opened from a map with no units", async () => {
    const { api } = apiAnswering(async () => ({}));
    renderWithApi(<AttackPlanetDialog galaxyId="demo" targetPlanetId="12,4:2" open onClose={vi.fn()} fromMap />, api);
    await screen.findByLabelText("Soldiers");
    fireEvent.click(launch());
    expect(screen.getByText("Please select at least some units to send")).toBeTruthy();
    expect(screen.queryByText("Select at least one unit to send")).toBeNull();
  });

  it("clamps counts, applies the transport rule and sends only the chosen units", async () => {
    const answer = { message: "Fleet sent successfully!", fleet: null, travelTimeSeconds: 600, fee: 130 };
    const { api, calls } = apiAnswering(async () => answer);
    const { onSent, onClose } = renderDialog(api);
    expect(screen.getByRole("heading", { name: "Attack Planet 12,4:2" })).toBeTruthy();
    await screen.findByLabelText("Soldiers");
    expect(await screen.findByText("Owner: Brann")).toBeTruthy();

    fireEvent.click(launch());
    expect(screen.getByText("Select at least one unit to send")).toBeTruthy();

    fireEvent.change(field("Soldiers"), { target: { value: "250" } });
    expect(field("Soldiers").value).toBe("100");
    expect(screen.getByText("Ground troops need transports to reach the planet!")).toBeTruthy();
    expect(
      screen.getByText("Insufficient transport capacity. Need 1 more transport(s) (100 troops need 1 transports)"),
    ).toBeTruthy();
    expect((launch() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field("Transports"), { target: { value: "1" } });
    expect(screen.queryByTestId("attack-error")).toBeNull();
    fireEvent.click(launch());

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(answer));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.name === "sendFleet")?.input).toEqual({
      body: {
        galaxyId: "demo",
        playerId: "p1",
        sourceFleetId: "demo:p1:home",
        action: "attack",
        targetPlanetId: "demo:12,4:2",
        units: { soldiers: 100, transports: 1 },
      },
    });
    expect(await screen.findByText("Attack fleet sent to planet 12,4:2!")).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const { api } = apiAnswering(() =>
      Promise.reject(new ApiError(403, "Home worlds cannot be attacked", "forbidden")),
    );
    const { onSent } = renderDialog(api);
    fireEvent.change(await screen.findByLabelText("Fighters"), { target: { value: "5" } });
    fireEvent.click(launch());
    expect(await screen.findByText("Home worlds cannot be attacked")).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("says a home world cannot be attacked and keeps Launch Attack disabled", async () => {
    const { api, calls } = fakeApi({
      fleets: async () => ({ fleets: [homeWithTransports] }),
      planet: async () => ({ ownerName: "Brann", isHomeWorld: true }),
      planets: async () => ({ planets: [] }),
      sendFleet: async () => ({}),
    });
    renderDialog(api);
    expect(await screen.findByTestId("attack-home-world")).toBeTruthy();
    fireEvent.change(field("Fighters"), { target: { value: "5" } });
    expect((launch() as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.name === "sendFleet")).toBe(false);
  });

  it("previews the departure around a force-fielded portal and says why", async () => {
    const own = (x: number, y: number, portal: boolean, isHomeWorld: boolean) => ({
      id: `demo:${x},${y}:1`,
      coordinates: { x, y },
      isHomeWorld,
      size: 100,
      buildings: portal ? [{ type: "portal", count: 1 }] : [],
    });
    const { api } = fakeApi({
      fleets: async () => ({ fleets: [homeWithTransports] }),
      planet: async () => ({ ownerName: "Brann", isHomeWorld: false }),
      planets: async () => ({ planets: [own(1, 1, false, true), own(11, 4, true, false)] }),
      playerStats: async () => ({ race: "quantam", familyId: null }),
      activeOperations: async () => ({
        planetLists: [],
        portalEffects: [],
        allPortalEffects: [
          {
            id: "e1",
            effectType: "portal_force_field",
            planetId: "demo:11,4:1",
            x: 11,
            y: 4,
            startedTurn: 1,
            activeFromTurn: 3,
            endsTurn: 26,
          },
        ],
      }),
    });
    renderDialog(api);
    fireEvent.change(await screen.findByLabelText("Fighters"), { target: { value: "5" } });
    expect((await screen.findByTestId("preview-portal-blocked")).textContent).toBe(
      "A force field holds your portal at 11,4:1: no fleet can leave or arrive through it, so this preview goes around it.",
    );
    expect(screen.getByText("1,1:1")).toBeTruthy();
  });
});
