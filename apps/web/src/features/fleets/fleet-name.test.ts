import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { starName, starTypeAt } from "../../map/star-catalogue.ts";
import { fleetNameText } from "./fleet-format.ts";

describe("names the server or the client writes in English", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("shows the home fleet's default name in the current language, and players' names as they are", async () => {
    const home = { fleetName: "Home Fleet", isHomeFleet: true };
    expect(fleetNameText(home)).toBe("Home Fleet");
    await i18n.changeLanguage("de");
    expect(fleetNameText(home)).toBe("Heimatflotte");
    expect(fleetNameText({ fleetName: "Home Fleet", isHomeFleet: false })).toBe("Home Fleet");
    expect(fleetNameText({ fleetName: "Armada", isHomeFleet: true })).toBe("Armada");
  });

  it("names star types in the current language", async () => {
    const star = { id: "k-orange-dwarf" } as const;
    expect(starName(star)).toBe("Orange Dwarf");
    await i18n.changeLanguage("de");
    expect(starName(star)).toBe("Oranger Zwerg");
    // Every system's star has a German name of its own (no key shown).
    expect(starName(starTypeAt(3, 4))).not.toMatch(/^stars\./);
  });
});
