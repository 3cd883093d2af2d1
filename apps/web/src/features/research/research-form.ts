import {
  SCIENCE_FIELDS,
  allocationTotal,
  checkAllocation,
  floorAmount,
  raceSpec,
  releasedInvestment,
  type Race,
  type ScienceAllocation,
  type ScienceField,
} from "@nova/rules";
import { capitalize } from "../../format/capitalize.ts";
import { formatNumber } from "../../format/format-number.ts";
import { currentIntlLocale, i18n } from "../../i18n/i18n.ts";

/** Default deposit (social-and-advanced section 9). */
export const DEFAULT_DEPOSIT = 1000;
/** Slider step for the allocation. */
export const ALLOCATION_STEP = 5;

export const depositSuccess = (amount: number): string =>
  i18n.t("research:invest.success", { amount: formatNumber(amount) });

/** An allocation percentage with at most two decimals, in the language's number format ("12.5", "12,5"). */
export const formatShare = (value: number): string =>
  new Intl.NumberFormat(currentIntlLocale(), { maximumFractionDigits: 2, useGrouping: false }).format(value);

/** The deposit field's text as a whole number of credits, or null when it is not one greater than 0. */
export const parseDeposit = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
};

/** The allocation's problem for the screen, with its current total, or null when it can be saved. */
export const allocationProblem = (allocation: ScienceAllocation): string | null =>
  checkAllocation(allocation) === null
    ? null
    : i18n.t("research:allocation.problem", { total: formatShare(allocationTotal(allocation)) });

/** What a field's bonus does (rules.md 8), for the bonuses panel. */
export const fieldEffect = (field: ScienceField): string => i18n.t(`research:effects.${field}`);

export const FIELD_COLOURS: Readonly<Record<ScienceField, string>> = {
  military: "#ef5350",
  welfare: "#66bb6a",
  economy: "#ffca28",
  construction: "#ffa726",
  resources: "#29b6f6",
};

/** "Military": a field's name (the `research` catalogue; a screen showing it declares that namespace). */
export const fieldLabel = (field: ScienceField): string => i18n.t(`research:fields.${field}`);

export { SCIENCE_FIELDS };

/**
 * How the coming flip turns the investment into points (social-and-advanced section 9), so a player can follow
 * the figure: "10% of 5,000 credits still to release = 500, × 1.6 Quantam research bonus = 800 points".
 */
export const investmentReleaseText = (remaining: number, race: Race): string | null => {
  if (remaining <= 0) return null;
  const released = releasedInvestment(remaining);
  const bonus = raceSpec(race).bonuses.research;
  const points = floorAmount(released * bonus);
  const values = {
    remaining: formatNumber(remaining),
    released: formatNumber(released),
    bonus: formatShare(bonus),
    race: capitalize(race),
    points: formatNumber(points),
  };
  return released === remaining
    ? i18n.t("research:generation.releaseAll", values)
    : i18n.t("research:generation.releasePart", values);
};
