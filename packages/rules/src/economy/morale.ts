/** Morale is a fraction: 1 = 100% (spec). */
export const MORALE_FULL = 1;
/** Regeneration stops here (IC S3, S21). */
export const MORALE_CAP = 1.1;
/** Losses cannot take morale lower than this (rules.md 13.2). */
export const MORALE_FLOOR = -0.5;
/** Regeneration per turn below 100%. */
const REGEN_BELOW_FULL = 0.05;
/** Regeneration per turn from 100% up to the cap. */
const REGEN_ABOVE_FULL = 0.01;

/** Morale is kept to 4 decimals (0.01%), so repeated additions do not drift (0.95 + 0.05 stays 1). */
const tidy = (morale: number): number => Math.round(morale * 10_000) / 10_000;

const clamp = (morale: number): number => Math.min(MORALE_CAP, Math.max(MORALE_FLOOR, morale));

/** Morale after one turn (rules.md 13.2): +5% up to 100%, then +1% up to 110%; never above 110%. */
export const regeneratedMorale = (morale: number): number => {
  if (morale < MORALE_FULL) return clamp(tidy(Math.min(MORALE_FULL, morale + REGEN_BELOW_FULL)));
  return clamp(tidy(Math.min(MORALE_CAP, morale + REGEN_ABOVE_FULL)));
};

/** Morale after losing `loss` (a fraction, e.g. 0.05 for an operation); never below −50%. */
export const moraleAfterLoss = (morale: number, loss: number): number => clamp(tidy(morale - Math.max(0, loss)));
