import { raceSpec, type Race } from "../catalogue/races.ts";
import { floorAmount } from "./rounding.ts";

/** Research points per research center per turn (IC S11). */
export const RESEARCH_CENTER_RP = 20;

/**
 * Research points the empire's research centers make this turn (rules.md 8):
 * floor(20 × research centers × race research bonus). Deposits and the field split come later.
 */
export const researchFromCenters = (race: Race, researchCenters: number): number =>
  floorAmount(RESEARCH_CENTER_RP * researchCenters * raceSpec(race).bonuses.research);
