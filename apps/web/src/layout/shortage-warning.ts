import { SHORTAGE_WARNING_TURNS } from "@nova/rules";
import { i18n } from "../i18n/i18n.ts";

/** "runs out in 3 turns" when the stock goes negative within the warning window, else null (issue 18). */
export const shortageWarning = (turns: number | null | undefined): string | null => {
  if (turns === null || turns === undefined || turns > SHORTAGE_WARNING_TURNS) return null;
  return i18n.t("layout:shortage", { turns });
};
