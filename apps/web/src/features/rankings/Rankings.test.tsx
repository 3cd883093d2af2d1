// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import type { FamilyRanking, PlayerRanking } from "@nova/contract";
import { RankingsPage } from "../../pages/RankingsPage.tsx";
import { renderWithApp } from "../planets/test-app.tsx";

afterEach(cleanup);

const player = (playerId: string, over: Partial<PlayerRanking> = {}): PlayerRanking => ({
  playerId,
  playerName: `Empire ${playerId}`,
  race: "quantam",
  isNpc: false,
  familyId: "demo:family-1",
  familyName: "Family 1",
  networth: 10_000,
  planetCount: 1,
  totalPopulation: 250,
  researchPoints: 0,
  homeSystemCoordinates: { x: 3, y: 4 },
  ...over,
});

const PLAYERS = [
  player("n1", { playerName: "Xal'Thar", isNpc: true, race: "wardancer", networth: 20_000 }),
  player("p2", { networth: 15_000, familyId: "demo:family-2", familyName: "Family 2" }),
  player("p1", { playerName: "Ace", networth: 12_345, homeSystemCoordinates: { x: 12, y: 7 } }),
  player("p4", { networth: 9_000, race: "revalon" }),
];

const FAMILIES: FamilyRanking[] = [
  {
    familyId: "demo:family-1",
    familyName: "Family 1",
    memberCount: 3,
    totalNetworth: 41_345,
    avgNetworth: 13_782,
    totalPlanets: 3,
  },
  {
    familyId: "demo:family-2",
    familyName: "Family 2",
    memberCount: 1,
    totalNetworth: 15_000,
    avgNetworth: 15_000,
    totalPlanets: 1,
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderRankings = (routes: Parameters<typeof renderWithApp>[1], path = "/rankings?galaxyId=demo") =>
  renderWithApp(
    <>
      <RankingsPage />
      <Where />
    </>,
    routes,
    path,
  );

describe("Rankings", () => {
  it("ranks the players with medals on the podium and marks the viewer's own row", async () => {
    renderRankings({ playerRankings: { players: PLAYERS } });
    const table = await screen.findByTestId("player-rankings");
    const rows = within(table).getAllByTestId("player-ranking-row");
    expect(rows.map((r) => r.getAttribute("data-player-id"))).toEqual(["n1", "p2", "p1", "p4"]);
    expect(
      within(table)
        .getAllByTestId("ranking-medal")
        .map((m) => m.getAttribute("data-medal")),
    ).toEqual(["gold", "silver", "bronze"]);
    expect(rows[3]?.textContent).toContain("#4");
    expect(rows[2]?.getAttribute("aria-current")).toBe("true");
    expect(within(rows[2]!).getByTestId("own-ranking-chip").textContent).toBe("You");
    expect(within(rows[0]!).getByText("NPC")).toBeTruthy();
    expect(within(rows[2]!).getByTestId("ranking-networth").textContent).toBe("12,345");
    expect(screen.getByTestId("own-rank").textContent).toBe("Your rank: #3 of 4");
  });

  it("jumps to the grid map focused on a player's home system", async () => {
    renderRankings({ playerRankings: { players: PLAYERS } });
    const own = (await screen.findAllByTestId("player-ranking-row"))[2]!;
    fireEvent.click(within(own).getByRole("button", { name: "Show Ace's home system on the map" }));
    expect(screen.getByTestId("where").textContent).toBe("/map-grid?galaxyId=demo&focusX=12&focusY=7");
  });

  it("opens a family's members on the Families tab", async () => {
    const { calls } = renderRankings({
      playerRankings: { players: PLAYERS },
      familyRankings: { families: FAMILIES },
      familyRankingMembers: {
        familyId: "demo:family-1",
        familyName: "Family 1",
        members: PLAYERS.filter((p) => p.familyId === "demo:family-1"),
      },
    });
    fireEvent.click(await screen.findByTestId("rankings-tab-families"));
    const rows = await screen.findAllByTestId("family-ranking-row");
    expect(rows.map((r) => r.getAttribute("data-family-id"))).toEqual(["demo:family-1", "demo:family-2"]);
    expect(within(rows[0]!).getByTestId("own-family-chip")).toBeTruthy();
    fireEvent.click(rows[0]!);
    const members = await screen.findByTestId("family-member-rankings");
    expect(within(members).getAllByTestId("family-member-row")).toHaveLength(3);
    expect(within(members).getByText("Wardancer")).toBeTruthy();
    const membersCall = calls.find((c) => c.name === "familyRankingMembers");
    expect(membersCall?.input).toMatchObject({ params: { galaxyId: "demo", familyId: "demo:family-1" } });
  });

  it("opens a family from its name on the Players tab", async () => {
    renderRankings({
      playerRankings: { players: PLAYERS },
      familyRankings: { families: FAMILIES },
      familyRankingMembers: { familyId: "demo:family-2", familyName: "Family 2", members: [PLAYERS[1]] },
    });
    const rows = await screen.findAllByTestId("player-ranking-row");
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Family 2" }));
    const members = await screen.findByTestId("family-members");
    expect(members.getAttribute("data-family-id")).toBe("demo:family-2");
  });

  it("says the spec's words when loading fails", async () => {
    renderRankings({
      playerRankings: () => {
        throw new Error("down");
      },
      familyRankings: { families: FAMILIES },
      familyRankingMembers: () => {
        throw new Error("down");
      },
    });
    expect((await screen.findByTestId("error-state")).textContent).toContain("Failed to load rankings");
    fireEvent.click(screen.getByTestId("rankings-tab-families"));
    fireEvent.click((await screen.findAllByTestId("family-ranking-row"))[1]!);
    expect((await screen.findByTestId("error-state")).textContent).toContain("Failed to load family members");
  });

  it("shows deliberate empty and loading states", async () => {
    renderRankings({ familyRankings: { families: [] } });
    expect(screen.getByText("Loading rankings...")).toBeTruthy();
    fireEvent.click(screen.getByTestId("rankings-tab-families"));
    expect((await screen.findByTestId("empty-state")).textContent).toBe("No family has any members yet.");
  });

  it("asks for a galaxy first", () => {
    renderRankings({}, "/rankings");
    expect(screen.getByTestId("error-state").textContent).toContain("No galaxy selected");
  });
});
