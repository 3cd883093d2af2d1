import type { AdviceGoal } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";

/**
 * An advisor goal's title or reason in the current language, from its code and params (the server writes them in
 * English only). A code this client has no text for (a newer server) shows the server's English.
 */
export const goalText = (goal: AdviceGoal, part: "title" | "reason"): string => {
  const key = `guidance:advisor.goals.${goal.code}.${part}`;
  return i18n.exists(key) ? i18n.t(key as "guidance:advisor.goals.first_colony.title", goal.params) : goal[part];
};

/** Both of a goal's texts in the current language (see goalText). */
export const goalWords = (goal: AdviceGoal): { readonly title: string; readonly reason: string } => ({
  title: goalText(goal, "title"),
  reason: goalText(goal, "reason"),
});
