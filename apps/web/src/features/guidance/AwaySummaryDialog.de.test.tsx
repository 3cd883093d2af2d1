// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { AwaySummary } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { AwaySummaryDialog } from "./AwaySummaryDialog.tsx";
import { basedOnText, chanceText, lossesText } from "./estimate-text.ts";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const summary = {
  sinceTurn: 10,
  currentTurn: 13,
  turnsPassed: 3,
  resourcesGained: { credits: 1200, food: 0, iron: 0, endurium: 0, octarine: 0 },
  resourcesSpent: { credits: 0, food: 0, iron: 0, endurium: 0, octarine: 0 },
  buildingsCompleted: { cash_factory: 2 },
  unitsCompleted: {},
  fleetsArrived: [],
  battles: [
    {
      reportId: "r1",
      turnNumber: 12,
      role: "defender",
      opponentName: "Brann",
      planetName: "5,7:2",
      won: true,
    },
  ],
  operationsSuffered: [{ operationType: "spy_on_target", status: "failed", turnNumber: 11 }],
  planetsGained: [],
  planetsLost: [],
  familyEvents: [],
} as unknown as AwaySummary;

describe("guidance in German", () => {
  it("summarises the time away in German, names as they are", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(<AwaySummaryDialog galaxyId="demo" summary={summary} onClose={() => undefined} />, fakeApi({}).api);
    expect(screen.getByText(/Während du weg warst: 3 Züge/)).toBeTruthy();
    expect(screen.getByText("Zug 10 bis Zug 13")).toBeTruthy();
    expect(screen.getByText("Credits")).toBeTruthy();
    expect(screen.getByText("+1.200")).toBeTruthy();
    expect(screen.getByText("Geldfabrik ×2")).toBeTruthy();
    expect(screen.getByText(/Zug 12: du wurdest von Brann angegriffen bei 5,7:2: gewonnen/)).toBeTruthy();
    expect(screen.getByText("Zug 11: Ziel ausspionieren (gescheitert)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Schließen" })).toBeTruthy();
    expect(screen.queryByText(/While you were away|Dismiss|Cash Factory/)).toBeNull();
  });

  it("words the battle estimate in German and keeps the spec's English", async () => {
    const estimate = { winChance: 0.85, outcome: "captured", attackerLosses: {}, defenderLosses: {} } as const;
    const basedOn = { source: "spy_report", turn: 12, ageTurns: 1, operationId: "o" } as const;
    expect(basedOnText(basedOn)).toBe("Based on your spy report from turn 12 (1 turn old)");
    await i18n.changeLanguage("de");
    expect(chanceText(estimate)).toBe("85% Siegchance: Der Planet würde erobert");
    expect(basedOnText(basedOn)).toBe("Auf Grundlage deines Spionageberichts aus Zug 12 (1 Zug alt)");
    expect(lossesText({ fighters: 1200 })).toBe("1.200 Jäger");
  });
});
