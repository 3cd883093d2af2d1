import { raceSpec, type Race } from "../catalogue/races.ts";
import { floorAmount } from "../economy/rounding.ts";
import { researchFromCenters } from "../economy/research.ts";
import { SCIENCE_FIELDS, type FieldPoints, type ResearchState, type ScienceAllocation } from "./science-fields.ts";

/** Share of the remaining investment released each turn (social-and-advanced section 9). */
export const INVESTMENT_RELEASE_SHARE = 0.1;
/** Below this remainder the whole of it is released at once (rules.md 8). */
const RELEASE_ALL_BELOW = 10;

/** Credits of the deposit released this turn: ceil(10% of the remainder), or all of it below 10. */
export const releasedInvestment = (remaining: number): number =>
  remaining <= 0 ? 0 : remaining < RELEASE_ALL_BELOW ? remaining : Math.ceil(INVESTMENT_RELEASE_SHARE * remaining);

/**
 * Splits a turn's research points by the allocation (rules.md 8): floor(total × percent / 100) per field;
 * the rounding dust goes to the field with the largest share (the first such field on a tie), so the parts
 * always add up to the total.
 */
export const splitResearch = (totalRP: number, allocation: ScienceAllocation): FieldPoints => {
  const parts = { military: 0, welfare: 0, economy: 0, construction: 0, resources: 0 };
  let largest: (typeof SCIENCE_FIELDS)[number] = SCIENCE_FIELDS[0];
  let given = 0;
  for (const field of SCIENCE_FIELDS) {
    parts[field] = Math.floor((totalRP * allocation[field]) / 100);
    given += parts[field];
    if (allocation[field] > allocation[largest]) largest = field;
  }
  parts[largest] += totalRP - given;
  return parts;
};

export interface ResearchTurnInput {
  readonly race: Race;
  readonly researchCenters: number;
  readonly research: ResearchState;
}

export interface ResearchTurn {
  readonly rpFromCenters: number;
  readonly rpFromInvestment: number;
  /** rpFromCenters + rpFromInvestment: what the flip adds, split over the fields. */
  readonly totalRP: number;
  /** The research state after the flip. */
  readonly research: ResearchState;
}

/**
 * Step 5g of the flip (rules.md 8): research centers make 20 RP each × race bonus; the deposit releases
 * ceil(10%) of its remainder, worth floor(released × race bonus) RP; the sum is split by the allocation.
 */
export const researchTurn = ({ race, researchCenters, research }: ResearchTurnInput): ResearchTurn => {
  const rpFromCenters = researchFromCenters(race, researchCenters);
  const released = releasedInvestment(research.remainingInvestment);
  const rpFromInvestment = floorAmount(released * raceSpec(race).bonuses.research);
  const totalRP = rpFromCenters + rpFromInvestment;
  const gained = splitResearch(totalRP, research.allocation);
  const fieldPoints = { ...research.fieldPoints };
  for (const field of SCIENCE_FIELDS) fieldPoints[field] += gained[field];
  return {
    rpFromCenters,
    rpFromInvestment,
    totalRP,
    research: { ...research, remainingInvestment: research.remainingInvestment - released, fieldPoints },
  };
};
