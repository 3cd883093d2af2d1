// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { RACE_SPECS, RACES } from "@nova/rules";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import en from "../../i18n/locales/en/empire.json";
import { RaceDetails } from "./RaceDetails.tsx";

const info = (race: string, description: string) => ({
  race,
  description,
  bonuses: { income: 1.35 },
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
    for (const race of RACES) expect(en.race.descriptions[race], race).toBe(RACE_SPECS[race].description);
  });

  it("come from the catalogue by race id in German", async () => {
    await i18n.changeLanguage("de");
    render(<RaceDetails race={info("partaxian", RACE_SPECS.partaxian.description)} />);
    expect(screen.getByTestId("race-details").textContent).toContain("Meister des Arkanen.");
    expect(screen.getByTestId("race-details").textContent).not.toContain("Masters of the arcane");
  });

  it("a race the client does not know keeps the server's English", async () => {
    await i18n.changeLanguage("de");
    render(<RaceDetails race={info("zyloid", "Newcomers from beyond.")} />);
    expect(screen.getByTestId("race-details").textContent).toContain("Newcomers from beyond.");
  });
});
