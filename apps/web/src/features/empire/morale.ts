export type MoraleLevel = "good" | "warning" | "bad";

/** Spec (core-play section 9): 80 % or more is good, 50 % or more a warning, below that bad. */
export const moraleLevel = (fraction: number): MoraleLevel =>
  fraction >= 0.8 ? "good" : fraction >= 0.5 ? "warning" : "bad";
