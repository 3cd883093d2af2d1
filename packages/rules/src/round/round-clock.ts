import { turnLengthMs } from "../turn/turn-clock.ts";

/** The round length a new galaxy gets unless its creator chooses another (turns). */
export const DEFAULT_ROUND_TURNS = 1000;
/** How long a recurring galaxy's next round takes sign-ups before its first turn (hours). */
export const DEFAULT_SIGNUP_HOURS = 24;
/** The top bar warns in the round's last this many turns. */
export const ROUND_WARNING_TURNS = 24;
export const MAX_END_TURN = 100_000;

/**
 * When the round's last flip is due: the next flip is turn `currentTurn + 1`, each later one a turn length
 * after it. An ended round answers the time it ended.
 */
export const roundEndsAt = (
  currentTurn: number,
  endTurn: number,
  nextTurnAt: number,
  turnLengthMinutes: number,
): number => nextTurnAt + Math.max(0, endTurn - currentTurn - 1) * turnLengthMs(turnLengthMinutes);

/** True when the flip that reaches `turn` ends the round. */
export const isLastTurn = (turn: number, endTurn: number): boolean => turn >= endTurn;

/** Why an end turn cannot be set now, or null: it must lie after the turn being played. */
export const endTurnProblem = (endTurn: number, currentTurn: number): string | null => {
  if (!Number.isInteger(endTurn) || endTurn < 1) return "The end turn must be a whole number of at least 1";
  if (endTurn > MAX_END_TURN) return `The end turn must be at most ${MAX_END_TURN.toLocaleString("en-US")}`;
  if (endTurn <= currentTurn)
    return `The end turn must be after the current turn (${currentTurn.toLocaleString("en-US")})`;
  return null;
};

/** Round N+1 of a recurring galaxy: its id and name come from the first round's, so they never chain. */
export const nextRoundId = (baseId: string, nextRound: number): string => {
  const suffix = `-r${nextRound}`;
  // Galaxy ids are at most 64 characters: a long base id gives up its tail, never the round number.
  return `${baseId.slice(0, 64 - suffix.length)}${suffix}`;
};
export const nextRoundName = (baseName: string, nextRound: number): string => `${baseName} — Round ${nextRound}`;
