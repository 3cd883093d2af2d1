// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { BattleReportView } from "@nova/contract";
import { emptyFleetUnits } from "@nova/rules";
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
