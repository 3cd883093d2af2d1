const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Thousands separators, no decimals: 12345.6 → "12,346". */
export const formatNumber = (value: number): string => whole.format(value);

/** Player cards (core-play section 2): K from 1,000 and M from 1,000,000, one decimal. */
export const formatCompact = (value: number): string => {
  const size = Math.abs(value);
  // 999,990 would round to "1000.0K"; it reads better as "1.0M".
  if (size >= 999_950) return `${(value / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return whole.format(value);
};

/** Large counts such as troops (core-play section 9): "k" above 1000, one decimal. */
export const formatCount = (value: number): string =>
  Math.abs(value) > 1000 ? `${(value / 1000).toFixed(1)}k` : whole.format(value);

/** A fraction as a whole percentage: 0.875 → "88%". */
export const formatPercent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
