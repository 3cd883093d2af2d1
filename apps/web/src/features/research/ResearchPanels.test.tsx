// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { ResearchStats } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { BonusesPanel } from "./BonusesPanel.tsx";
import { GenerationPanel } from "./GenerationPanel.tsx";

afterEach(cleanup);

const category = (totalPoints: number, bonusPercent: number) => ({ totalPoints, bonusPercent });

const stats: ResearchStats = {
  totalInvestment: 10_000,
  remainingInvestment: 5000,
  rpPerTurn: 820,
  rpFromCenters: 20,
  rpFromInvestment: 800,
  totalRP: 4000,
  military: category(800, 1.25),
  welfare: category(800, 1.25),
  economy: category(800, 1.25),
  construction: category(800, 1.25),
  resources: category(800, 1.25),
};

describe("research panels", () => {
  it("show the English texts", () => {
    render(<GenerationPanel stats={stats} race="quantam" />);
    expect(screen.getByTestId("research-release").textContent).toBe(
      "10% of 5,000 credits still to release = 500, × 1.6 Quantam research bonus = 800 points next turn",
    );
  });

  it("speak German: field names, effects and the release sentence", async () => {
    await i18n.changeLanguage("de");
    try {
      render(<BonusesPanel stats={stats} />);
      render(<GenerationPanel stats={stats} race="quantam" />);
      expect(screen.getByText("Wissenschaftsboni")).toBeTruthy();
      expect(screen.getByText("Militär")).toBeTruthy();
      expect(screen.getByText("Angriffs- und Verteidigungsstärke")).toBeTruthy();
      expect(screen.getByTestId("research-remaining").textContent).toBe("5.000 Credits");
      expect(screen.getByTestId("research-release").textContent).toBe(
        "10 % von 5.000 noch freizugebenden Credits = 500, × 1,6 Forschungsbonus (Quantam) = 800 Punkte im nächsten Zug",
      );
      expect(screen.queryByText("Military")).toBeNull();
      expect(screen.queryByText("Science Bonuses")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
