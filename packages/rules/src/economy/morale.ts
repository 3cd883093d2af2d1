/** Morale is a fraction: 1 = 100% (spec). */
export const MORALE_FULL = 1;
/**
 * The spec's morale is a fraction from 0 to 1 (social-and-advanced 5, core-play 6). IC lets it regenerate to
 * 110% and fall to −50% (rules.md 13.2, S3); those bands let the Operations header show "110%", so both ends are
 * the spec's (docs/decisions.md): regeneration stops at 100% and losses stop at 0%.
 */
export const MORALE_CAP = MORALE_FULL;
/** Losses cannot take morale lower than this. */
export const MORALE_FLOOR = 0;
/** Regeneration per turn below 100%. */
const REGEN_BELOW_FULL = 0.05;

/** Morale is kept to 4 decimals (0.01%), so repeated additions do not drift (0.95 + 0.05 stays 1). */
const tidy = (morale: number): number => Math.round(morale * 10_000) / 10_000;

/** Any stored value (older rows may hold up to 110% or down to −50%) comes back into [0, 1]. */
export const clampMorale = (morale: number): number =>
  Number.isFinite(morale) ? Math.min(MORALE_CAP, Math.max(MORALE_FLOOR, morale)) : MORALE_FULL;

/** Morale after one turn (rules.md 13.2): +5% up to 100%, never above. */
export const regeneratedMorale = (morale: number): number =>
  clampMorale(tidy(Math.min(MORALE_FULL, clampMorale(morale) + REGEN_BELOW_FULL)));

/** Morale after losing `loss` (a fraction, e.g. 0.05 for an operation); never below 0%. */
export const moraleAfterLoss = (morale: number, loss: number): number =>
  clampMorale(tidy(clampMorale(morale) - Math.max(0, loss)));
