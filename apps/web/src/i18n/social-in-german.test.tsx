// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { Conversation, RoundFamilyResult, RoundPlayerResult } from "@nova/contract";
import { i18n } from "./i18n.ts";
import { Podium } from "../features/rounds/Podium.tsx";
import { FamilyStandings } from "../features/rounds/FamilyStandings.tsx";
import { AwardsGrid } from "../features/rounds/AwardsGrid.tsx";
import { RankCell } from "../features/rankings/RankCell.tsx";
import { ConversationList } from "../features/messages/ConversationList.tsx";
import { FamilyRoleChip } from "../features/family/FamilyRoleChip.tsx";

const players: RoundPlayerResult[] = [
  { rank: 1, playerId: "p1", empireName: "Aurora", race: "quantam", familyName: null, networth: 12_500, planets: 1200 },
  { rank: 2, playerId: "p2", empireName: "Borealis", race: "camaar", familyName: "Sol", networth: 9_000, planets: 8 },
];
const families: RoundFamilyResult[] = [{ rank: 1, familyId: "f1", name: "Sol", networth: 21_500, members: 2 }];
const conversation: Conversation = {
  playerId: "p2",
  playerName: "Borealis",
  unread: 0,
  blocked: false,
  lastMessage: {
    id: "m1",
    channel: "direct",
    senderId: "p1",
    senderName: "Aurora",
    recipientId: "p2",
    body: "Hallo",
    createdAt: "2026-11-25T12:00:00.000Z",
    mine: true,
  },
};

const inGerman = async () => act(async () => void (await i18n.changeLanguage("de")));

describe("the social screens speak German (issue 15)", () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage("en");
  });

  it("the podium, the awards and the family standings", async () => {
    render(
      <>
        <Podium players={players} />
        <AwardsGrid
          awards={[{ award: "most_planets", playerId: "p1", value: 1200 }]}
          players={players}
          families={families}
        />
        <FamilyStandings families={families} />
      </>,
    );
    expect(screen.getByText("Winner")).toBeTruthy();
    expect(screen.getByText("networth · 1,200 planets")).toBeTruthy();
    await inGerman();
    expect(screen.getByText("Sieger")).toBeTruthy();
    expect(screen.getByText("Rang 2")).toBeTruthy();
    expect(screen.getByText("Keine Familie")).toBeTruthy();
    expect(screen.getByText("Nettowert · 1.200 Planeten")).toBeTruthy();
    expect(screen.getByText("Meiste Planeten")).toBeTruthy();
    expect(screen.getByText("1.200 Planeten")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Endwertung der Familien" })).toBeTruthy();
    for (const english of ["Winner", "No family", "Most Planets", "Members", "Networth"]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it("rank medals, conversations with ICU plurals, and family roles", async () => {
    render(
      <>
        <RankCell index={0} />
        <ConversationList
          inFamily
          familyUnread={0}
          conversations={[conversation]}
          selected={null}
          onSelect={() => undefined}
        />
        <FamilyRoleChip role="vice_leader" />
      </>,
    );
    expect(screen.getByRole("img", { name: "Gold medal, rank 1" })).toBeTruthy();
    expect(screen.getByText("1 conversation")).toBeTruthy();
    expect(screen.getByText("You: Hallo")).toBeTruthy();
    await inGerman();
    expect(screen.getByRole("img", { name: "Goldmedaille, Rang 1" })).toBeTruthy();
    expect(screen.getByText("1 Unterhaltung")).toBeTruthy();
    expect(screen.getByText("Du: Hallo")).toBeTruthy();
    expect(screen.getByText("Familienkanal")).toBeTruthy();
    expect(screen.getByText("Stellvertreter")).toBeTruthy();
    expect(screen.queryByText("Vice Leader")).toBeNull();
  });
});
