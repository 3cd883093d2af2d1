/** The five science fields, in the spec's order (social-and-advanced, Research stats). */
export const SCIENCE_FIELDS = ["military", "welfare", "economy", "construction", "resources"] as const;
export type ScienceField = (typeof SCIENCE_FIELDS)[number];

/** Percent of each turn's research points that goes to each field; the five total 100. */
export type ScienceAllocation = Readonly<Record<ScienceField, number>>;

/** Research points accumulated in each field. */
export type FieldPoints = Readonly<Record<ScienceField, number>>;

/** 20% each (social-and-advanced section 9). */
export const DEFAULT_ALLOCATION: ScienceAllocation = {
  military: 20,
  welfare: 20,
  economy: 20,
  construction: 20,
  resources: 20,
};

export const NO_FIELD_POINTS: FieldPoints = { military: 0, welfare: 0, economy: 0, construction: 0, resources: 0 };

/** What an empire's research looks like between flips. */
export interface ResearchState {
  /** Credits deposited and not yet released as research points. */
  readonly remainingInvestment: number;
  readonly allocation: ScienceAllocation;
  readonly fieldPoints: FieldPoints;
}

export const NO_RESEARCH: ResearchState = {
  remainingInvestment: 0,
  allocation: DEFAULT_ALLOCATION,
  fieldPoints: NO_FIELD_POINTS,
};

/** The server's text when an allocation does not add up (rules.md 18). */
export const ALLOCATION_TOTAL_ERROR = "Allocation must total 100%";

/** How far from 100 a total may be and still count as 100 (spec: "within 0.01"). */
const TOTAL_TOLERANCE = 0.01;

/**
 * Checks a science allocation (social-and-advanced section 5): each field 0 to 100, the five totalling 100
 * within 0.01. Returns the error text, or null when it is valid.
 */
export const checkAllocation = (allocation: Readonly<Record<string, number>>): string | null => {
  for (const field of SCIENCE_FIELDS) {
    const percent = allocation[field];
    if (typeof percent !== "number" || !Number.isFinite(percent) || percent < 0 || percent > 100)
      return `${field} allocation must be between 0 and 100`;
  }
  return Math.abs(allocationTotal(allocation) - 100) > TOTAL_TOLERANCE ? ALLOCATION_TOTAL_ERROR : null;
};

export const allocationTotal = (allocation: Readonly<Record<string, number>>): number =>
  SCIENCE_FIELDS.reduce((sum, field) => sum + (allocation[field] ?? 0), 0);
