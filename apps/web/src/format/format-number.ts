import { currentIntlLocale } from "../i18n/i18n.ts";

// One formatter per locale: building an Intl.NumberFormat costs far more than using one.
const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (kind: "whole" | "tenths", locale: string): Intl.NumberFormat => {
  const key = `${kind}:${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      kind === "whole"
        ? { maximumFractionDigits: 0 }
        : { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false },
    );
    formatters.set(key, formatter);
  }
  return formatter;
};
/** Whole numbers grouped the current language's way: "1,200" in English (the spec's form), "1.200" in German. */
const whole = { format: (value: number): string => formatterFor("whole", currentIntlLocale()).format(value) };
/** One decimal with the language's decimal mark: "1.5" in English, "1,5" in German. */
const tenths = (value: number): string => formatterFor("tenths", currentIntlLocale()).format(value);

/** Thousands separators, no decimals: 12345.6 → "12,346". */
export const formatNumber = (value: number): string => whole.format(value);

/** Player cards (core-play section 2): K from 1,000 and M from 1,000,000, one decimal. */
export const formatCompact = (value: number): string => {
  const size = Math.abs(value);
  // 999,990 would round to "1000.0K"; it reads better as "1.0M".
  if (size >= 999_950) return `${tenths(value / 1_000_000)}M`;
  if (size >= 1_000) return `${tenths(value / 1_000)}K`;
  return whole.format(value);
};

/** Large counts such as troops (core-play section 9): "k" above 1000, one decimal. */
export const formatCount = (value: number): string =>
  Math.abs(value) > 1000 ? `${tenths(value / 1000)}k` : whole.format(value);

/** Two decimals with the language's decimal mark, no grouping: "2.50" in English, "2,50" in German. */
export const formatHundredths = (value: number): string =>
  new Intl.NumberFormat(currentIntlLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);

/** A fraction as a whole percentage: 0.875 → "88%". */
export const formatPercent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
