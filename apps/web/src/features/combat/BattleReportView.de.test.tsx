// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { BattleReportView } from "@nova/contract";
import { gameText } from "@nova/contract";
import { emptyFleetUnits, englishBattleText, unitCount, unitList, type BattlePhaseText } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { BattleReportContent } from "./BattleReportView.tsx";
import { ConfirmCombatDialog } from "./ConfirmCombatDialog.tsx";
import { combatToast } from "./combat-result.ts";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const report: BattleReportView = {
  id: "r1",
  turnNumber: 12,
  createdAt: "2026-01-01T10:00:00.000Z",
  attackerId: "p1",
  attackerName: "Aria",
  defenderId: "p2",
  defenderName: "Brann",
  winner: "attacker",
  planetId: "demo:5,7:2",
  planetName: "5,7:2",
  planetOutcome: "captured",
  networthRatio: 1.25,
  attackerNetworth: 12000,
  defenderNetworth: 9600,
  attackerInitialUnits: { ...emptyFleetUnits(), soldiers: 1200, transports: 12 },
  defenderInitialUnits: { ...emptyFleetUnits(), soldiers: 300 },
  defenderInitialLasers: 4,
  phases: [],
  attackerTotalLosses: { soldiers: 1, transports: 2 },
  defenderTotalLosses: {},
};

const captured: BattlePhaseText[] = [
  { code: "phase_captured", params: { ratio: 1.25 } },
  {
    code: "phase_now_hold",
    params: { units: unitList({ soldiers: 1199, transports: 10 }, ["soldiers", "transports"]), total: 1209 },
  },
];
const explanationText = {
  code: "battle_explained",
  params: {
    ground: {
      code: "explain_ground_won",
      params: {
        side: "you",
        attacker: "Aria",
        lead: "yes",
        troops: unitList({ soldiers: 1200 }, ["soldiers"]),
        defenders: unitCount("soldiers", 300),
        outcome: "captured",
      },
    },
  },
} as const;
const explained: BattleReportView = {
  ...report,
  phases: [
    {
      phaseName: "Ground vs Air",
      description: "The planet had no lasers",
      texts: [{ code: "phase_no_lasers", params: {} }],
      attackerLosses: {},
      defenderLosses: {},
    },
    {
      phaseName: "Outcome",
      description: captured.map(englishBattleText).join("; "),
      texts: captured,
      attackerLosses: {},
      defenderLosses: {},
    },
    {
      phaseName: "Air Battle",
      description: "A sentence from an old report",
      texts: [gameText("legacy_text", { text: "A sentence from an old report" })],
      attackerLosses: {},
      defenderLosses: {},
    },
  ],
  explanation: englishBattleText(explanationText),
  explanationText,
};

describe("the battle report's sentences (issue 15)", () => {
  it("read in English exactly as the server wrote them", () => {
    renderWithApi(<BattleReportContent galaxyId="demo" report={explained} />, fakeApi({}).api);
    const phases = screen.getByTestId("battle-phases").textContent ?? "";
    expect(phases).toContain("1. Ground vs Air");
    expect(phases).toContain(
      "Planet captured (networth ratio 1.25); 1,199 soldiers and 10 transports now hold the planet",
    );
    expect(screen.getByTestId("battle-explanation").textContent).toBe(
      "Your 1,200 soldiers beat 300 soldiers on the ground: the planet was captured.",
    );
  });

  it("read in German, an old report's sentence as it was stored", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(<BattleReportContent galaxyId="demo" report={explained} />, fakeApi({}).api);
    const phases = screen.getByTestId("battle-phases").textContent ?? "";
    expect(phases).toContain("1. Boden gegen Luft");
    expect(phases).toContain("Der Planet hatte keine Laser");
    expect(phases).toContain("2. Ausgang");
    expect(phases).toContain(
      "Planet erobert (Nettowert-Verhältnis 1,25); 1.199 Soldaten und 10 Transporter halten nun den Planeten",
    );
    expect(phases).toContain("3. Luftkampf");
    expect(phases).toContain("A sentence from an old report");
    expect(screen.getByTestId("battle-explanation").textContent).toBe(
      "Deine Flotte: Bodenkampf gewonnen, 1.200 Soldaten gegen 300 Soldaten: der Planet wurde erobert.",
    );
  });
});

describe("combat in German", () => {
  it("shows the battle report's frame in German, names as they are", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(<BattleReportContent galaxyId="demo" report={report} />, fakeApi({}).api);
    expect(screen.getByText("Angreifer")).toBeTruthy();
    expect(screen.getByText("Verteidiger")).toBeTruthy();
    expect(screen.getByText("Nettowert 12.000")).toBeTruthy();
    expect(screen.getByTestId("battle-outcome").textContent).toBe("Erobert");
    expect(screen.getByText("Anfangsstreitkräfte")).toBeTruthy();
    expect(screen.getByText("Soldaten")).toBeTruthy();
    expect(screen.getByText("Laser")).toBeTruthy();
    expect(screen.getByText("1 Soldat, 2 Transporter")).toBeTruthy();
    expect(screen.getByText("Keine")).toBeTruthy();
    expect(screen.getByText("Aria (Angreifer): 3")).toBeTruthy();
    expect(screen.queryByText("Attacker")).toBeNull();
    expect(screen.queryByText("Initial Forces")).toBeNull();
    expect(screen.queryByText(/Soldiers|Soldier\b/)).toBeNull();
  });

  it("asks before a battle in German", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(
      <ConfirmCombatDialog
        open
        fleetName="Strike"
        planetId="demo:5,7:2"
        pending={false}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
      fakeApi({}).api,
    );
    expect(screen.getByText("Kampf beginnen?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Angriff bestätigen" })).toBeTruthy();
    expect(screen.queryByText("Confirm Attack")).toBeNull();
    const victory = { battleReportId: "r", attackerVictory: true, planetOutcome: "razed", message: "ok" } as const;
    expect(combatToast(victory, "demo:5,7:2").message).toBe("Sieg! Planet 5,7:2 geschleift.");
  });
});
