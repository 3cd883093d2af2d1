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

/** Screen texts of social-and-advanced sections 5 and 8. */
export const RESEARCH_TEXT = {
  noPlayer: "Please select a galaxy and player",
  loadFailed: "Failed to load research stats",
  depositFailed: "Failed to deposit credits",
  allocationFailed: "Failed to update allocation",
  allocationSaved: "Science allocation updated successfully",
  invalidAmount: "Please enter a valid amount greater than 0",
} as const;

/** Default deposit (social-and-advanced section 9). */
export const DEFAULT_DEPOSIT = 1000;
/** Slider step for the allocation. */
export const ALLOCATION_STEP = 5;

export const depositSuccess = (amount: number): string =>
  `Successfully deposited ${amount.toLocaleString("en-US")} credits into research`;

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
    : `Allocation must total 100%. Current total: ${Number(allocationTotal(allocation).toFixed(2))}%`;

/** What each field's bonus does (rules.md 8), for the bonuses panel. */
export const FIELD_EFFECTS: Readonly<Record<ScienceField, string>> = {
  military: "Attack and defence strength",
  welfare: "Maximum population",
  economy: "Income",
  construction: "Building costs and times",
  resources: "Food, iron, endurium and octarine production",
};

export const FIELD_COLOURS: Readonly<Record<ScienceField, string>> = {
  military: "#ef5350",
  welfare: "#66bb6a",
  economy: "#ffca28",
  construction: "#ffa726",
  resources: "#29b6f6",
};

export const fieldLabel = (field: ScienceField): string => field.charAt(0).toUpperCase() + field.slice(1);

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
  const share =
    released === remaining
      ? `All of the last ${formatNumber(remaining)} credits`
      : `10% of ${formatNumber(remaining)} credits still to release = ${formatNumber(released)}`;
  return `${share}, × ${bonus} ${capitalize(race)} research bonus = ${formatNumber(points)} points next turn`;
};
