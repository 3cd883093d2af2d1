import { ceilAmount } from "../economy/rounding.ts";

/** A position on the galaxy grid (a system's coordinates). */
export interface GridPoint {
  readonly x: number;
  readonly y: number;
}

/** Credits per unit sent (rules.md 11.4, config `launchFeePerUnit`). */
export const LAUNCH_FEE_PER_UNIT = 1;
/** Credits per unit of distance (rules.md 11.4, config `launchFeePerDistance`). */
export const LAUNCH_FEE_PER_DISTANCE = 10;

/** Euclidean distance between two systems (rules.md 11.4); planets of one system are 0 apart. */
export const gridDistance = (a: GridPoint, b: GridPoint): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Whole turns a trip takes (rules.md 11.4, IC S2): `max(1, ceil(distance / raceSpeed))`.
 * A speed that is not a positive number counts as 1, so a bad race record cannot make a trip instant.
 */
export const travelTurns = (distance: number, raceSpeed: number): number => {
  const speed = Number.isFinite(raceSpeed) && raceSpeed > 0 ? raceSpeed : 1;
  const turns = ceilAmount(Math.max(0, distance) / speed);
  return Math.max(1, Number.isFinite(turns) ? turns : 1);
};

/** Seconds of `turns` whole turns; the server aligns the arrival to flips (rules.md 3.1). */
export const travelTimeSeconds = (turns: number, turnLengthMinutes: number): number => turns * turnLengthMinutes * 60;

/**
 * Launch fee in credits (rules.md 11.4, [P]): 1 per unit sent plus 10 per unit of distance, rounded up.
 * Exploration missions pay `explorationFee` instead.
 */
export const launchFee = (unitsSent: number, distance: number): number =>
  ceilAmount(LAUNCH_FEE_PER_UNIT * Math.max(0, unitsSent) + LAUNCH_FEE_PER_DISTANCE * Math.max(0, distance));

/**
 * Turns a recalled traveling fleet needs to get back (rules.md 11.4): as long as it has already travelled,
 * counted in whole turns rounded up, and never less than 1. `elapsedSeconds` is `now − startedAt`.
 * Arrived or stationed fleets do not use this: they return in full `travelTurns` from where they are.
 */
export const recallReturnTurns = (elapsedSeconds: number, turnLengthMinutes: number): number => {
  const turnSeconds = turnLengthMinutes * 60;
  if (!(turnSeconds > 0) || !(elapsedSeconds > 0)) return 1;
  return Math.max(1, ceilAmount(elapsedSeconds / turnSeconds));
};

/** `recallReturnTurns` in seconds, ready for `travelTimeSeconds` on the returning fleet. */
export const recallReturnSeconds = (elapsedSeconds: number, turnLengthMinutes: number): number =>
  travelTimeSeconds(recallReturnTurns(elapsedSeconds, turnLengthMinutes), turnLengthMinutes);
