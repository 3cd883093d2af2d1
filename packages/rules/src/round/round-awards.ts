import type { RankedEmpire, RankedFamily } from "./round-standings.ts";

/** The closed set of round awards (docs/rounds.md). */
export const ROUND_AWARDS = [
  "largest_empire",
  "most_planets",
  "most_battles_won",
  "most_planets_captured",
  "most_successful_operations",
  "top_family",
] as const;
export type RoundAward = (typeof ROUND_AWARDS)[number];

export type AwardWinner =
  | { readonly award: RoundAward; readonly playerId: string; readonly value: number }
  | { readonly award: RoundAward; readonly familyId: string; readonly value: number };

const PLAYER_AWARDS: readonly [RoundAward, (e: RankedEmpire) => number][] = [
  ["largest_empire", (e) => e.networth],
  ["most_planets", (e) => e.planets],
  ["most_battles_won", (e) => e.battlesWon],
  ["most_planets_captured", (e) => e.planetsCaptured],
  ["most_successful_operations", (e) => e.successfulOperations],
];

/**
 * The round's awards from its final standings (both already in standings order, best first).
 *
 * Tie rules: each award goes to exactly one winner, the highest value; equal values go to the empire (or
 * family) placed higher in the final standings. An award nobody earned (the highest value is 0, e.g. no
 * battle was won) is not given.
 */
export const computeAwards = (players: readonly RankedEmpire[], families: readonly RankedFamily[]): AwardWinner[] => {
  const awards: AwardWinner[] = [];
  for (const [award, value] of PLAYER_AWARDS) {
    let best: RankedEmpire | null = null;
    // Strictly greater: the first in standings order keeps a tie.
    for (const e of players) if (best === null || value(e) > value(best)) best = e;
    if (best && value(best) > 0) awards.push({ award, playerId: best.playerId, value: value(best) });
  }
  const top = families[0];
  if (top && top.networth > 0) awards.push({ award: "top_family", familyId: top.familyId, value: top.networth });
  return awards;
};
