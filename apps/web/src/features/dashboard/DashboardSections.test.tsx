// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { i18n } from "../../i18n/i18n.ts";
import { EconomyOverview } from "./EconomyOverview.tsx";
import { ResourcesSection } from "./ResourcesSection.tsx";

afterEach(cleanup);

const breakdown = {
  baseIncome: 1000,
  populationIncome: 250,
  cashFactoryIncome: 1600,
  grossIncome: 2850,
  raceBonus: 0,
  taxOfficeBonus: 0,
  economyScienceBonus: 0,
  totalIncome: 2850,
  buildingUpkeep: 120,
  unitUpkeep: 30,
  bureaucracyCost: 0,
  totalUpkeep: 150,
  netIncome: 2700,
  foodShortage: true,
};

const resources = { credits: 12_500, food: 900, iron: 40, endurium: 3, octarine: 77 };

describe("dashboard sections", () => {
  it("show the spec's English texts", () => {
    render(<EconomyOverview breakdown={breakdown} />);
    render(<ResourcesSection resources={resources} />);
    expect(screen.getByText("Economy Overview")).toBeTruthy();
    expect(screen.getByText("Food shortage detected! Income is halved.")).toBeTruthy();
    expect(screen.getByTestId("economy-net-income").textContent).toBe("+2,700 credits");
    expect(screen.getByText("Octarine")).toBeTruthy();
  });

  it("speak German, with German number grouping and resource names", async () => {
    await i18n.changeLanguage("de");
    try {
      render(<EconomyOverview breakdown={breakdown} />);
      render(<ResourcesSection resources={resources} />);
      expect(screen.getByText("Wirtschaftsübersicht")).toBeTruthy();
      expect(screen.getByText("Nahrungsmangel! Das Einkommen ist halbiert.")).toBeTruthy();
      expect(screen.getByText("Nettoeinkommen pro Zug")).toBeTruthy();
      expect(screen.getByTestId("economy-net-income").textContent).toBe("+2.700 Credits");
      expect(screen.getByText("Oktarin")).toBeTruthy();
      expect(screen.getByText("12.500")).toBeTruthy();
      expect(screen.queryByText("Economy Overview")).toBeNull();
      expect(screen.queryByText("Octarine")).toBeNull();
      expect(screen.queryByText("Net income per turn")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
