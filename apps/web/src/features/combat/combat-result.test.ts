import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { combatLogPath, combatToast, defeatMessage } from "./combat-result.ts";

describe("combat results (core-play section 4)", () => {
  it("celebrates a victory with the planet outcome", () => {
    const won = { battleReportId: "r1", attackerVictory: true, planetOutcome: "captured" as const, message: "" };
    expect(combatToast({ ...won, message: "Victory! Planet 12,4:2 captured." }, "demo:12,4:2")).toEqual({
      severity: "success",
      message: "Victory! Planet 12,4:2 captured.",
    });
    expect(combatToast({ ...won, planetOutcome: "razed", message: "ok" }, "demo:12,4:2")).toEqual({
      severity: "success",
      message: "Victory! Planet 12,4:2 razed.",
    });
  });

  it("says the victory in German from the catalogue, not the answer's English message", async () => {
    const won = { battleReportId: "r1", attackerVictory: true, planetOutcome: "captured" as const };
    await i18n.changeLanguage("de");
    try {
      expect(combatToast({ ...won, message: "Victory! Planet 12,4:2 captured." }, "demo:12,4:2").message).toBe(
        "Sieg! Planet 12,4:2 erobert.",
      );
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("warns of a defeat", () => {
    const lost = { battleReportId: "r1", attackerVictory: false, planetOutcome: "defended" as const, message: "x" };
    expect(combatToast(lost, "demo:12,4:2")).toEqual({ severity: "warning", message: defeatMessage() });
    expect(defeatMessage()).toBe("Defeat! Your fleet was destroyed.");
  });

  it("opens the Empire Log at the report, by the id's last segment", () => {
    expect(combatLogPath("demo", "demo:report:abc-1")).toBe("/combat-log?galaxyId=demo&reportId=abc-1");
    expect(combatLogPath("demo", "abc-1")).toBe("/combat-log?galaxyId=demo&reportId=abc-1");
  });
});
