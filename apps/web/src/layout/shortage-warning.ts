import { SHORTAGE_WARNING_TURNS } from "@nova/rules";

/** "runs out in 3 turns" when the stock goes negative within the warning window, else null (issue 18). */
export const shortageWarning = (turns: number | null | undefined): string | null => {
  if (turns === null || turns === undefined || turns > SHORTAGE_WARNING_TURNS) return null;
  return turns === 1 ? "runs out next turn" : `runs out in ${turns} turns`;
};
