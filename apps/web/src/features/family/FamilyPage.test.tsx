// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { FamilyMember, VotingResults } from "@nova/contract";
import { ApiError } from "../../api/api-error.ts";
import { FamilyPage } from "../../pages/FamilyPage.tsx";
import { renderWithApp, type FakeRoutes } from "../planets/test-app.tsx";
import { familyToShow } from "./family-view.ts";

afterEach(cleanup);

const FAMILY = "demo:family-1";

const member = (playerId: string, over: Partial<FamilyMember> = {}): FamilyMember => ({
  playerId,
  username: `Empire ${playerId}`,
  race: "quantam",
  familyRole: "member",
  isNpc: false,
  planetCount: 1,
  networth: 10_000,
  population: 250,
  resources: { credits: 5_000 },
  ...over,
});

const members = (leaderId: string | null): FamilyMember[] =>
  [
    member("p1", { username: "Ace", resources: { credits: 12_345 } }),
    member("p2", { username: "Bea", race: "camaar" }),
    member("n1", { username: "Xal'Thar", isNpc: true, race: "wardancer" }),
  ].map((m) => (m.playerId === leaderId ? { ...m, familyRole: "leader" as const } : m));

const results: VotingResults = {
  familyId: FAMILY,
  totalMembers: 3,
  totalVotes: 2,
  currentLeader: { playerId: "p2", username: "Bea" },
  candidates: [
    { playerId: "p2", username: "Bea", currentRole: "leader", planetCount: 1, votes: 2 },
    { playerId: "p1", username: "Ace", currentRole: "member", planetCount: 1, votes: 0 },
  ],
};

const routes = (over: FakeRoutes = {}): FakeRoutes => ({
  playerStats: { familyId: FAMILY, votedFor: "p2", familyRole: "member" },
  familyMembers: { familyId: FAMILY, familyName: "Family 1", members: members("p2") },
  familyVotingResults: results,
  familyEvents: { events: [] },
  ...over,
});

const renderFamily = (over: FakeRoutes = {}, path = "/family?galaxyId=demo") =>
  renderWithApp(<FamilyPage />, routes(over), path);

describe("Family page", () => {
  it("lists the members with role, race, planets, networth, population and credits", async () => {
    renderFamily();
    const rows = await screen.findAllByTestId("family-member");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain("Ace");
    expect(within(rows[0]!).getByTestId("family-member-credits").textContent).toBe("12,345");
    expect(within(rows[1]!).getByTestId("family-role-chip").textContent).toBe("Leader");
    expect(within(rows[2]!).getByText("NPC")).toBeTruthy();
    expect(screen.getByTestId("family-leader-chip").textContent).toBe("Leader: Bea");
    // Not the leader: no Manage Role anywhere.
    expect(screen.queryAllByTestId("manage-role-button")).toHaveLength(0);
  });

  it("gives the leader Manage Role for the others and assigns a role with the spec's toast", async () => {
    const { calls } = renderFamily({
      familyMembers: { familyId: FAMILY, familyName: "Family 1", members: members("p1") },
      familyUpdateRole: { playerId: "p2", familyRole: "fleet_admiral", message: "Role updated to Fleet Admiral" },
    });
    const buttons = await screen.findAllByTestId("manage-role-button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["Manage Role of Bea", "Manage Role of Xal'Thar"]);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByTestId("manage-role-dialog");
    for (const text of ["Second-in-command", "Leads military operations", "Independent operative"])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).queryByText("Leader")).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(/Fleet Admiral/));
    fireEvent.click(within(dialog).getByTestId("manage-role-submit"));
    expect(await screen.findByText("Role updated to Fleet Admiral")).toBeTruthy();
    const call = calls.find((c) => c.name === "familyUpdateRole");
    expect(call?.input).toMatchObject({
      params: { galaxyId: "demo" },
      query: { playerId: "p1" },
      body: { targetPlayerId: "p2", newRole: "fleet_admiral" },
    });
  });

  it("says 'Failed to update role' when the server refuses", async () => {
    renderFamily({
      familyMembers: { familyId: FAMILY, familyName: "Family 1", members: members("p1") },
      familyUpdateRole: () => {
        throw new ApiError(403, "Only the family leader can assign roles", "forbidden");
      },
    });
    fireEvent.click((await screen.findAllByTestId("manage-role-button"))[0]!);
    fireEvent.click(within(await screen.findByTestId("manage-role-dialog")).getByLabelText(/Rogue/));
    fireEvent.click(screen.getByTestId("manage-role-submit"));
    expect(await screen.findByText("Failed to update role")).toBeTruthy();
  });

  it("shows the vote statistics, candidates, the leader marker and the note; casts a vote", async () => {
    const { calls } = renderFamily({ familyVote: { playerId: "p1", votedFor: "p1" } });
    fireEvent.click(await screen.findByTestId("family-tab-voting"));
    expect((await screen.findByTestId("voting-total-members")).textContent).toBe("3");
    expect(screen.getByTestId("voting-total-votes").textContent).toBe("2");
    expect(screen.getByTestId("voting-own-vote").textContent).toBe("Bea");
    const candidates = screen.getAllByTestId("voting-candidate");
    expect(candidates.map((c) => c.getAttribute("data-leader"))).toEqual(["true", null]);
    expect(within(candidates[0]!).getByTestId("current-leader-marker")).toBeTruthy();
    expect(screen.getByTestId("voting-note").textContent).toBe(
      "The player with the most votes will automatically become the leader.",
    );
    const cast = screen.getByTestId("cast-vote-button") as HTMLButtonElement;
    expect(cast.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Vote for Ace" }));
    expect(cast.disabled).toBe(false);
    fireEvent.click(cast);
    expect(await screen.findByText("Vote cast successfully!")).toBeTruthy();
    expect(calls.find((c) => c.name === "familyVote")?.input).toMatchObject({
      query: { playerId: "p1" },
      body: { votedForPlayerId: "p1" },
    });
  });

  it("shows the server's reason when a vote is refused, else 'Failed to cast vote'", async () => {
    renderFamily({
      familyVote: () => {
        throw new ApiError(422, "NPC empires cannot become leader", "invalid_action");
      },
    });
    fireEvent.click(await screen.findByTestId("family-tab-voting"));
    fireEvent.click(await screen.findByRole("radio", { name: "Vote for Ace" }));
    fireEvent.click(screen.getByTestId("cast-vote-button"));
    expect(await screen.findByText("NPC empires cannot become leader")).toBeTruthy();
  });

  it("reads the family's events for Fleet Activity (limit 100), naming the member behind each line", async () => {
    const event = (id: string, playerId: string, eventType: string, summary: string) => ({
      id,
      eventType,
      activityType: eventType,
      summary,
      turnNumber: 3,
      timestamp: "2026-01-01T00:00:00.000Z",
      playerId,
      planetId: null,
      planetName: null,
      details: {},
      target: null,
    });
    const { calls } = renderFamily({
      familyEvents: {
        events: [
          event("e2", "p2", "family_leader_changed", "Bea was elected leader of the family with 2 votes"),
          event("e1", "p2", "fleet_launched", "Explorer launched toward 4,5:1"),
        ],
      },
    });
    fireEvent.click(await screen.findByTestId("family-tab-activity"));
    const items = await screen.findAllByTestId("activity-item");
    expect(items.map((i) => i.getAttribute("data-event-type"))).toEqual(["family_leader_changed", "fleet_launched"]);
    expect(within(items[1]!).getByTestId("activity-actor").textContent).toBe("Bea: ");
    // The summary already names the new leader.
    expect(within(items[0]!).queryByTestId("activity-actor")).toBeNull();
    const call = calls.find((c) => c.name === "familyEvents")?.input as {
      params: { familyId: string };
      query: { limit: number; event_types: string };
    };
    expect(call.params.familyId).toBe(FAMILY);
    expect(call.query.limit).toBe(100);
    expect(call.query.event_types.split(",")).toContain("family_leader_changed");
  });

  it("tells a player outside any family so, and a load failure in the spec's words", async () => {
    renderFamily({ playerStats: { familyId: null, votedFor: null, familyRole: "member" } });
    expect((await screen.findByTestId("empty-state")).textContent).toBe("You are not in a family.");
    cleanup();
    renderFamily({
      familyMembers: () => {
        throw new ApiError(500, "Internal server error", "internal");
      },
    });
    expect((await screen.findByTestId("error-state")).textContent).toContain(
      "Failed to load family data. Please try again.",
    );
  });

  it("uses the familyId of the query, in the short form too", async () => {
    const { calls } = renderFamily({}, "/family?galaxyId=demo&familyId=family-1");
    await screen.findAllByTestId("family-member");
    expect(calls.find((c) => c.name === "familyMembers")?.input).toMatchObject({ query: { familyId: "family-1" } });
  });
});

describe("family view helpers", () => {
  it("picks the family to show", () => {
    expect(familyToShow(null, FAMILY)).toBe(FAMILY);
    expect(familyToShow("family-1", FAMILY)).toBe("family-1");
    expect(familyToShow("family-1", null)).toBeNull();
  });
});
