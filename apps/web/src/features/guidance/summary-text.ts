import type { AwaySummary } from "@nova/contract";
import { RESOURCES } from "@nova/rules";
import { capitalize } from "../../format/capitalize.ts";
import { i18n } from "../../i18n/i18n.ts";
import { formatNumber } from "../../format/format-number.ts";

/** "Cash Factory ×2, Farm ×3" from a type → count record, "none" when empty. */
export const countsText = (counts: Readonly<Record<string, number>>): string => {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => i18n.t("guidance:summary.count", { type: typeText(k), count: formatNumber(n) }));
  return parts.length ? parts.join(", ") : i18n.t("guidance:summary.none");
};

/** One line per resource that moved: "Credits +1,234 / −560". */
export const resourceLines = (s: AwaySummary): { resource: string; gained: string; spent: string }[] =>
  RESOURCES.filter((r) => s.resourcesGained[r] > 0 || s.resourcesSpent[r] > 0).map((r) => ({
    resource: typeText(r),
    gained: `+${formatNumber(s.resourcesGained[r])}`,
    spent: s.resourcesSpent[r] > 0 ? `−${formatNumber(s.resourcesSpent[r])}` : "0",
  }));

/** A building, unit or resource type id in the current language ("cash_factory" → "Cash Factory"). */
export const typeText = (type: string): string => {
  const key = `guidance:types.${type}`;
  return i18n.exists(key) ? i18n.t(key as "guidance:types.farm") : capitalize(type);
};

/** "spy_on_target" → "Spy On Target". */
export const operationText = (op: string): string => {
  const key = `guidance:operations.${op}`;
  return i18n.exists(key) ? i18n.t(key as "guidance:operations.vision") : capitalize(op);
};

/** An operation's status as the summary reads it ("success", "failed", "defended"). */
export const operationStatusText = (status: string): string => i18n.t("guidance:summary.status", { status });

/** Whether anything beyond the turn count happened. */
export const isQuiet = (s: AwaySummary): boolean =>
  Object.keys(s.buildingsCompleted).length === 0 &&
  Object.keys(s.unitsCompleted).length === 0 &&
  s.fleetsArrived.length === 0 &&
  s.battles.length === 0 &&
  s.operationsSuffered.length === 0 &&
  s.planetsGained.length === 0 &&
  s.planetsLost.length === 0 &&
  s.familyEvents.length === 0;
