// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { RACE_SPECS, RACES, type Race } from "@nova/rules";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { RaceDetails } from "./RaceDetails.tsx";

const info = (race: Race, description: string) => ({
  race,
  description,
  bonuses: { income: 1.35, research: 1, attack: 1, magic: 1, speed: 1, populationGrowth: 1 },
  canBuildTaxOffices: true,
  canBuildDroids: true,
  colour: "#9c27b0",
});

describe("race descriptions (issue 15)", () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage("en");
  });

  it("the English catalogue says exactly what the rules (and the API) say", () => {
    const en = i18n.getFixedT("en", "empire");
    for (const race of RACES) expect(en(`race.descriptions.${race}`), race).toBe(RACE_SPECS[race].description);
  });

  it("come from the catalogue by race id in German", async () => {
    await i18n.changeLanguage("de");
    render(<RaceDetails race={info("partaxian", RACE_SPECS.partaxian.description)} />);
    expect(screen.getByTestId("race-details").textContent).toContain("Meister des Arkanen.");
    expect(screen.getByTestId("race-details").textContent).not.toContain("Masters of the arcane");
  });
});
