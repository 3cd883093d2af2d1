import { gameText, renderEnglish } from "@nova/contract";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { aidShippedMessage } from "./aid-shipped-message.ts";

describe("the aid confirmation", () => {
  const sent = { iron: 1_500, credits: 20_000 };
  const english = renderEnglish(
    gameText("aid_shipped", {
      receiver: "Vega",
      resources: [
        gameText("resource_amount", { resource: "credits", amount: 20_000 }),
        gameText("resource_amount", { resource: "iron", amount: 1_500 }),
      ],
    }),
  );

  it("says in English what the server's message says", () => {
    expect(aidShippedMessage("Vega", sent, english)).toBe(english);
  });

  it("says it in German from the catalogue", async () => {
    await i18n.changeLanguage("de");
    try {
      const german = aidShippedMessage("Vega", sent, english);
      expect(german).toContain("20.000 Credits");
      expect(german).toContain("1.500 Eisen");
      expect(german).toContain("Vega");
      expect(german).not.toBe(english);
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
