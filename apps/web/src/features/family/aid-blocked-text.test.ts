import { englishRefusal } from "@nova/contract";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { aidBlockedText } from "./aid-blocked-text.ts";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("why aid cannot go now", () => {
  const cooldown = {
    blockedReason: englishRefusal("aid_cooldown", { nextTurn: 1_204 }),
    blockedRefusal: { reason: "aid_cooldown", data: { nextTurn: 1_204 } },
  };

  it("says in English exactly what the server says", () => {
    expect(aidBlockedText(cooldown)).toBe("You sent aid recently; you can send again on turn 1204");
    expect(aidBlockedText(cooldown)).toBe(cooldown.blockedReason);
    const protectedSender = {
      blockedReason: englishRefusal("aid_while_protected"),
      blockedRefusal: { reason: "aid_while_protected" },
    };
    expect(aidBlockedText(protectedSender)).toBe("No aid while you are under new-player protection");
  });

  it("says it in German from the errors catalogue", async () => {
    await i18n.changeLanguage("de");
    const german = aidBlockedText(cooldown);
    expect(german).not.toBe(cooldown.blockedReason);
    expect(german).toContain("1204");
  });

  it("nothing when aid may go; the server's English for a reason this client does not know", async () => {
    await i18n.changeLanguage("de");
    expect(aidBlockedText({ blockedReason: null, blockedRefusal: null })).toBeNull();
    expect(aidBlockedText({ blockedReason: "Aid is closed for repairs", blockedRefusal: { reason: "repairs" } })).toBe(
      "Aid is closed for repairs",
    );
    expect(aidBlockedText({ blockedReason: "Aid is closed for repairs" })).toBe("Aid is closed for repairs");
  });
});
