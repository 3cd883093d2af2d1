/**
 * Turn timing (rules.md 3.1). Times are epoch milliseconds passed in by the caller; the rules never read a clock.
 */
export const turnLengthMs = (turnLengthMinutes: number): number => turnLengthMinutes * 60_000;

/** When a job of `turns` turns ordered now completes: aligned to flips, the first being the next one. */
export const completionTime = (nextFlipAt: number, turns: number, turnLengthMinutes: number): number =>
  nextFlipAt + (Math.max(1, turns) - 1) * turnLengthMs(turnLengthMinutes);

/** How many flips are due at `now` (0 when the next flip is still in the future). */
export const dueFlips = (nextFlipAt: number, now: number, turnLengthMinutes: number): number =>
  now < nextFlipAt ? 0 : 1 + Math.floor((now - nextFlipAt) / turnLengthMs(turnLengthMinutes));
