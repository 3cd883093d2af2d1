import { raceSpec, type Race } from "../catalogue/races.ts";
import { floorAmount } from "./rounding.ts";

/** Income every empire receives regardless of size (rules.md 6.3, per empire, not per planet). */
export const BASE_INCOME = 100;
/** People per credit of population income. */
export const PEOPLE_PER_CREDIT = 30;
/** Credits per cash factory per turn. */
export const CASH_FACTORY_INCOME = 8;
/** Income bonus per tax office, flat mode (rules.md 6.3, C2). */
export const TAX_OFFICE_BONUS = 0.05;
/** Cap on the total tax office bonus (config `taxOfficeCap`). */
export const TAX_OFFICE_CAP = 1;

export interface IncomeInput {
  readonly race: Race;
  /** The empire's total population at the start of the flip. */
  readonly population: number;
  /** Completed cash factories on all planets (a fraction of them under an octarine hurricane). */
  readonly cashFactories: number;
  /** Completed tax offices on all planets. */
  readonly taxOffices: number;
  /** Economy science bonus as a fraction (0.1 = +10%). */
  readonly economyBonus: number;
  readonly foodShortage: boolean;
}

/** The income half of the spec's incomeBreakdown; every field is an integer number of credits. */
export interface Income {
  readonly baseIncome: number;
  readonly populationIncome: number;
  readonly cashFactoryIncome: number;
  readonly grossIncome: number;
  readonly raceBonus: number;
  readonly taxOfficeBonus: number;
  /** The economy science bonus plus every cross term of the product, so the breakdown adds up. */
  readonly economyScienceBonus: number;
  /** Credits gained this turn, halved (rounded down) on a food shortage. */
  readonly totalIncome: number;
}

/** Tax office bonus as a fraction: +5% per office, at most +100%. */
export const taxOfficeFraction = (taxOffices: number): number =>
  Math.min(TAX_OFFICE_BONUS * taxOffices, TAX_OFFICE_CAP);

/**
 * Income per turn (rules.md 6.3):
 * total = floor(gross × raceIncome × (1 + tax offices) × (1 + economy science)), halved on a food shortage.
 *
 * The breakdown floors the race and tax office bonuses and gives `economyScienceBonus` the rest, so
 * `grossIncome + raceBonus + taxOfficeBonus + economyScienceBonus` equals the total before halving.
 */
export const income = (input: IncomeInput): Income => {
  const baseIncome = BASE_INCOME;
  const populationIncome = Math.floor(input.population / PEOPLE_PER_CREDIT);
  // Floored: an octarine hurricane scales the factories by a fraction (rules.md 14.3).
  const cashFactoryIncome = floorAmount(CASH_FACTORY_INCOME * input.cashFactories);
  const grossIncome = baseIncome + populationIncome + cashFactoryIncome;
  const raceMultiplier = raceSpec(input.race).bonuses.income;
  const taxFraction = taxOfficeFraction(input.taxOffices);
  const fullIncome = floorAmount(grossIncome * raceMultiplier * (1 + taxFraction) * (1 + input.economyBonus));
  const raceBonus = floorAmount(grossIncome * (raceMultiplier - 1));
  const taxOfficeBonus = floorAmount(grossIncome * taxFraction);
  return {
    baseIncome,
    populationIncome,
    cashFactoryIncome,
    grossIncome,
    raceBonus,
    taxOfficeBonus,
    economyScienceBonus: fullIncome - grossIncome - raceBonus - taxOfficeBonus,
    totalIncome: input.foodShortage ? Math.floor(fullIncome / 2) : fullIncome,
  };
};
