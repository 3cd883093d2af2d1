import type { BuiltShare } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";

/**
 * What a player still has to build before the 50% rule lets them explore (rules.md 11.5): the spec's message
 * alone ('You must have 50% of your planet space built to explore') leaves a new empire, which starts at 40%,
 * guessing how far it is. Null when the rule is met.
 */
export const exploreProgressText = (built: BuiltShare): string | null => {
  const needed = Math.ceil(built.totalSize / 2) - built.completedBuildings;
  if (needed <= 0) return null;
  const percent = built.totalSize > 0 ? Math.floor((100 * built.completedBuildings) / built.totalSize) : 0;
  return i18n.t("fleets:explore.progress", {
    built: formatNumber(built.completedBuildings),
    total: formatNumber(built.totalSize),
    percent,
    count: needed,
  });
};
