/**
 * Rounding for game amounts (rules.md conventions: gains round down, costs round up).
 *
 * Products such as `10000 × 1.15` come out of binary floating point as 11499.999999999998, and a plain
 * `Math.floor` would then lose a whole unit. These helpers forgive an error of one part in 10¹² of the
 * value (at least 10⁻⁹), far below any real fraction the formulas produce (their decimals stop at 1/1000 of a credit).
 * Adding 0 turns the −0 that `Math.ceil(-1e-9)` gives into 0.
 */
const tolerance = (value: number): number => Math.max(1e-9, 1e-12 * Math.abs(value));

/** Rounds a gain down, forgiving floating-point noise just below an integer. */
export const floorAmount = (value: number): number => Math.floor(value + tolerance(value)) + 0;

/** Rounds a cost up, forgiving floating-point noise just above an integer. */
export const ceilAmount = (value: number): number => Math.ceil(value - tolerance(value)) + 0;
