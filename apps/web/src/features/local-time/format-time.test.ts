import { describe, expect, it } from "vitest";
import { formatInZone, relativeText } from "./format-time.ts";

describe("times in the player's zone", () => {
  const at = Date.parse("2026-01-15T21:30:00Z");

  it("shows the same instant on each player's own clock", () => {
    expect(formatInZone(at, "Europe/Berlin", "time", "en-GB")).toBe("22:30");
    expect(formatInZone(at, "Asia/Tokyo", "datetime", "en-GB")).toBe("16 Jan 2026, 06:30");
    expect(formatInZone("2026-01-15T21:30:00Z", "America/New_York", "date", "en-US")).toBe("Jan 15, 2026");
    expect(formatInZone(null, "UTC")).toBe("—");
    expect(formatInZone("not a date", "UTC")).toBe("—");
  });

  it("falls back to the browser's clock for a zone it does not know", () => {
    expect(formatInZone(at, "Mars/Olympus", "date", "en-US")).toMatch(/2026/);
  });

  it("says how far away a time is", () => {
    const now = Date.parse("2026-01-15T12:00:00Z");
    expect(relativeText(now + (2 * 60 + 14) * 60_000, now)).toBe("in 2 h 14 min");
    expect(relativeText(now + 2 * 3600_000, now)).toBe("in 2 h");
    expect(relativeText(now - 3 * 60_000, now)).toBe("3 min ago");
    expect(relativeText(now + 20_000, now)).toBe("now");
    expect(relativeText(now + (50 * 24 + 4) * 3600_000, now)).toBe("in 50 d 4 h");
    expect(relativeText(now + 1200 * 24 * 3600_000, now)).toBe("in 1,200 d");
  });
});

describe("times in German", () => {
  it("says how far away a time is in German, numbers grouped the German way", async () => {
    const { i18n } = await import("../../i18n/i18n.ts");
    await i18n.changeLanguage("de");
    try {
      const now = Date.parse("2026-01-15T12:00:00Z");
      expect(relativeText(now + (2 * 60 + 14) * 60_000, now)).toBe("in 2 Std. 14 Min.");
      expect(relativeText(now - 3 * 60_000, now)).toBe("vor 3 Min.");
      expect(relativeText(now + 20_000, now)).toBe("jetzt");
      expect(relativeText(now + 1200 * 24 * 3600_000, now)).toBe("in 1.200 T.");
      expect(formatInZone(Date.parse("2026-01-15T21:30:00Z"), "Europe/Berlin", "time")).toBe("22:30");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
