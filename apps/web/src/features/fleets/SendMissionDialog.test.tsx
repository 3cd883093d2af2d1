// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { SendMissionDialog } from "./SendMissionDialog.tsx";
import { testFleet } from "./fleet-test-data.ts";
import { fakeApi, renderWithApi } from "./test-harness.tsx";

afterEach(cleanup);

const layout = {
  galaxyId: "demo",
  gridSize: { width: 20, height: 20 },
  systemCount: 2,
  homeIds: ["3,4:5"],
  homeFamilies: ["demo:family-1"],
  neutralIds: ["7,1:3"],
  systems: [
    { id: "3,4:5", x: 3, y: 4, planetCount: 5, systemType: "home" },
    { id: "7,1:3", x: 7, y: 1, planetCount: 3, systemType: "normal" },
  ],
};

const system = (x: number, y: number, systemType: "home" | "normal", ownedPlanets: number) => ({
  id: `demo:${x},${y}`,
  x,
  y,
  systemType,
  planetCount: 2,
  familyId: null,
  owner: ownedPlanets > 0 ? "p2" : null,
  ownerName: ownedPlanets > 0 ? "Vega" : null,
  ownedPlanets,
});

const publicPlanet = (x: number, y: number, n: number, owner: { id: string; name: string } | null, home = false) => ({
  id: `demo:${x},${y}:${n}`,
  planetId: n,
  coordinates: { x, y },
  systemId: `demo:${x},${y}`,
  planetType: "terran",
  size: 100,
  isHomeWorld: home,
  visibility: "public",
  population: null,
  maxPopulation: null,
  buildings: [],
  buildingsInProgress: null,
  bonus: null,
  ownerId: owner?.id ?? null,
  ownerName: owner?.name ?? null,
  ownerFamilyId: owner ? "demo:family-2" : null,
  ownerFamilyName: null,
  ownerNetworth: null,
  claimedAt: null,
  stationedUnits: [],
  production: null,
});

const vega = { id: "p2", name: "Vega" };
const systemPlanets: Record<string, unknown[]> = {
  "3,4": [publicPlanet(3, 4, 1, vega, true), publicPlanet(3, 4, 2, null)],
  "9,9": [publicPlanet(9, 9, 1, null), publicPlanet(9, 9, 2, vega)],
};

const open = (initialMission?: "attack") => {
  const { api, calls } = fakeApi({
    layout: async () => layout,
    planets: async () => ({ planets: [] }),
    systems: async () => ({ systems: [system(3, 4, "home", 1), system(7, 1, "normal", 0), system(9, 9, "normal", 1)] }),
    systemPlanets: async (input) => {
      const id = (input as { params: { systemId: string } }).params.systemId;
      return { systemId: `demo:${id}`, planets: systemPlanets[id] ?? [] };
    },
    playerStats: async () => ({ playerId: "p1", familyId: "demo:family-1" }),
  });
  renderWithApi(
    <SendMissionDialog
      galaxyId="demo"
      fleet={testFleet()}
      open
      onClose={() => undefined}
      initialMission={initialMission}
    />,
    api,
  );
  return calls;
};

const typeTarget = (text: string) =>
  fireEvent.change(screen.getByTestId("target-planet-input"), { target: { value: text } });

describe("SendMissionDialog", () => {
  it("refuses an exploration of a home system's slot as soon as it is typed, and sends nothing", async () => {
    const calls = open();
    typeTarget("3,4:2");
    expect(await screen.findByText("Home-world slots are reserved for new empires")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send Fleet" }));
    expect(calls.some((c) => c.name === "sendFleet")).toBe(false);
  });

  it("says an owned planet of a home system cannot be explored (the server's own words)", async () => {
    open();
    typeTarget("3,4:1");
    expect(await screen.findByText("Only unclaimed planets can be explored")).toBeTruthy();
    expect(screen.queryByText("Home-world slots are reserved for new empires")).toBeNull();
  });

  it("suggests other empires' planets for an attack, labelled with the owner, never free planets or home worlds", async () => {
    open("attack");
    fireEvent.focus(screen.getByTestId("target-planet-input"));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["9,9:2Vega"]);
  });

  it("suggests the planets of free neutral systems and still takes a typed id", async () => {
    open();
    fireEvent.focus(screen.getByTestId("target-planet-input"));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["7,1:1Unclaimed", "7,1:2Unclaimed"]);
    fireEvent.click(options[1]!);
    expect((screen.getByTestId("target-planet-input") as HTMLInputElement).value).toBe("7,1:2");
    typeTarget("12,4:3");
    expect((screen.getByTestId("target-planet-input") as HTMLInputElement).value).toBe("12,4:3");
  });

  it("accepts an exploration of a neutral system's planet", async () => {
    open();
    typeTarget("7,1:2");
    await screen.findByText("x,y:n (e.g. 12,4:2) or the full planet id");
    expect(screen.queryByText("Home-world slots are reserved for new empires")).toBeNull();
  });
});
