import { describe, expect, it } from "vitest";
import { formatCompact, formatCount, formatHundredths, formatNumber, formatPercent } from "./format-number.ts";

describe("formatCompact (K and M with one decimal)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.0K"],
    [1500, "1.5K"],
    [25_430, "25.4K"],
    [999_999, "1.0M"],
    [999_900, "999.9K"],
    [1_000_000, "1.0M"],
    [2_460_000, "2.5M"],
    [-1500, "-1.5K"],
  ])("%d → %s", (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });
});

describe("formatCount (k above 1000)", () => {
  it.each([
    [0, "0"],
    [1000, "1,000"],
    [1001, "1.0k"],
    [1250, "1.3k"],
    [45_000, "45.0k"],
  ])("%d → %s", (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe("formatNumber", () => {
  it("groups thousands and drops decimals", () => {
    expect(formatNumber(1234567.4)).toBe("1,234,567");
  });
});

describe("formatPercent", () => {
  it("rounds a fraction to a whole percent", () => {
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(0.875)).toBe("88%");
  });
});

describe("numbers follow the player's language", () => {
  it("German groups with dots and marks decimals with a comma; English stays as the spec writes it", async () => {
    const { i18n } = await import("../i18n/i18n.ts");
    try {
      await i18n.changeLanguage("de");
      expect(formatNumber(1200)).toBe("1.200");
      expect(formatCompact(1_500)).toBe("1,5K");
      expect(formatCount(2_500)).toBe("2,5k");
      expect(formatHundredths(2.5)).toBe("2,50");
    } finally {
      await i18n.changeLanguage("en");
    }
    expect(formatNumber(1200)).toBe("1,200");
    expect(formatCompact(1_500)).toBe("1.5K");
    expect(formatHundredths(0)).toBe("0.00");
    expect(formatHundredths(1234.567)).toBe("1234.57");
  });
});
