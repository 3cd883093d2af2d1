import type { RaceBonusKey } from "@nova/rules";

export interface RaceBonusChip {
  readonly key: RaceBonusKey;
  readonly label: string;
  /** Whether the bonus helps (a multiplier above 1) or hurts. */
  readonly positive: boolean;
}

const BONUS_NAMES: Readonly<Record<RaceBonusKey, string>> = {
  income: "Income",
  research: "Research",
  attack: "Attack",
  magic: "Magic",
  speed: "Speed",
  populationGrowth: "Population Growth",
};

/**
 * Core-play section 9: a chip shows (multiplier − 1) × 100 % and a multiplier of exactly 1 gets no chip.
 * Rounded to one decimal so 1.35 reads "+35%" and not "+35.00000000000001%".
 */
export const raceBonusChips = (bonuses: Partial<Readonly<Record<RaceBonusKey, number>>>): RaceBonusChip[] =>
  (Object.keys(BONUS_NAMES) as RaceBonusKey[]).flatMap((key) => {
    const multiplier = bonuses[key];
    if (multiplier === undefined || multiplier === 1) return [];
    const percent = Math.round((multiplier - 1) * 1000) / 10;
    if (percent === 0) return [];
    const sign = percent > 0 ? "+" : "";
    return [{ key, label: `${BONUS_NAMES[key]} ${sign}${percent}%`, positive: percent > 0 }];
  });
