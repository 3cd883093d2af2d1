import { GalaxyCreationConfigSchema } from "@nova/contract";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { DEFAULT_WIZARD_VALUES, toRequest, validateStep, type WizardValues } from "./wizard-model.ts";

/** Every field wrong in every way the schema tells apart: too small, too big, not a number, not whole. */
const BAD_VALUES: readonly Partial<WizardValues>[] = [
  { galaxyId: "a", galaxyName: "ab", gridWidth: "19", gridHeight: "x", familyCount: "2.5", endTurn: "0" },
  { galaxyId: "a".repeat(65), galaxyName: "b".repeat(65), gridWidth: "51", gridHeight: "", familyCount: "11" },
  { galaxyId: "bad id!", maxPlayersPerFamily: "0", planetsPerNeutralSystem: "21", systemDensity: 0.5, npcCount: 101 },
  { maxPlayersPerFamily: "abc", planetsPerNeutralSystem: "1.5", turnLengthMinutes: 3, endTurn: "999999999" },
  { turnLengthMinutes: 61, npcCount: -1, npcDifficulty: "brutal" as WizardValues["npcDifficulty"], systemDensity: 0 },
];

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the galaxy wizard's validation messages", () => {
  it.each(BAD_VALUES.map((bad, i) => [i, bad] as const))("in English are the contract's exactly (%i)", (_, bad) => {
    const values = { ...DEFAULT_WIZARD_VALUES, ...bad };
    const shown = validateStep(3, values);
    expect(Object.keys(shown).length).toBeGreaterThan(0);
    // The review step checks every field: each shows the schema's first message for it.
    const issues = GalaxyCreationConfigSchema.safeParse(toRequest(values)).error!.issues;
    for (const [field, message] of Object.entries(shown)) {
      expect(message).toBe(issues.find((issue) => issue.path[0] === field)!.message);
    }
  });

  it("in German, for every kind of mistake", async () => {
    await i18n.changeLanguage("de");
    expect(validateStep(3, { ...DEFAULT_WIZARD_VALUES, ...BAD_VALUES[0] })).toMatchObject({
      galaxyId: "Die Galaxie-ID muss mindestens 3 Zeichen lang sein",
      galaxyName: "Der Galaxiename muss mindestens 3 Zeichen lang sein",
      gridWidth: "Rasterbreite muss zwischen 20 und 50 liegen",
      gridHeight: "Rasterhöhe muss eine Zahl sein",
      familyCount: "Anzahl der Familien muss eine ganze Zahl sein",
    });
    expect(validateStep(3, { ...DEFAULT_WIZARD_VALUES, ...BAD_VALUES[2] })).toMatchObject({
      galaxyId: "Die Galaxie-ID darf nur Buchstaben, Ziffern, Bindestriche und Unterstriche enthalten",
      systemDensity: "Die Systemdichte muss zwischen 1 % und 20 % liegen",
    });
    expect(validateStep(3, { ...DEFAULT_WIZARD_VALUES, ...BAD_VALUES[4] }).npcDifficulty).toBe(
      "Ungültige NPC-Schwierigkeit",
    );
  });
});
