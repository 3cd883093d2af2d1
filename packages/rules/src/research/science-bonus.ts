import type { ScienceBonuses } from "../economy/empire-state.ts";
import { SCIENCE_FIELDS, type FieldPoints } from "./science-fields.ts";

/** K of rules.md 8 (config `scienceScale`): the larger, the more points a bonus needs. */
export const SCIENCE_SCALE = 100;

/**
 * The bonus of each field as a fraction (rules.md 8): 1 − exp(−fieldRP / (K × networth)). It grows with
 * the points and shrinks as the empire grows, approaching 100% (reached only where floating point rounds
 * it so). A networth below 1 counts as 1.
 */
export const scienceBonuses = (fieldPoints: FieldPoints, networth: number, scale = SCIENCE_SCALE): ScienceBonuses => {
  const divisor = scale * Math.max(1, networth);
  const bonus = (points: number) => 1 - Math.exp(-Math.max(0, points) / divisor);
  return {
    military: bonus(fieldPoints.military),
    welfare: bonus(fieldPoints.welfare),
    economy: bonus(fieldPoints.economy),
    construction: bonus(fieldPoints.construction),
    resources: bonus(fieldPoints.resources),
  };
};

/** The dashboard's "total science bonus": the five field bonuses added up (docs/research.md). */
export const totalScienceBonus = (bonuses: ScienceBonuses): number =>
  SCIENCE_FIELDS.reduce((sum, field) => sum + bonuses[field], 0);
