import type { RaceBonusKey } from "@nova/rules";
import { currentIntlLocale, i18n } from "../../i18n/i18n.ts";

export interface RaceBonusChip {
  readonly key: RaceBonusKey;
  readonly label: string;
  /** Whether the bonus helps (a multiplier above 1) or hurts. */
  readonly positive: boolean;
}

/** The bonuses in the spec's order; each one's name is `empire:raceBonus.<key>` in the catalogue. */
const BONUS_KEYS: readonly RaceBonusKey[] = ["income", "research", "attack", "magic", "speed", "populationGrowth"];

/**
 * Core-play section 9: a chip shows (multiplier − 1) × 100 % and a multiplier of exactly 1 gets no chip.
 * Rounded to one decimal so 1.35 reads "+35%" and not "+35.00000000000001%".
 */
export const raceBonusChips = (bonuses: Partial<Readonly<Record<RaceBonusKey, number>>>): RaceBonusChip[] =>
  BONUS_KEYS.flatMap((key) => {
    const multiplier = bonuses[key];
    if (multiplier === undefined || multiplier === 1) return [];
    const percent = Math.round((multiplier - 1) * 1000) / 10;
    if (percent === 0) return [];
    const sign = percent > 0 ? "+" : "";
    const value = `${sign}${percent.toLocaleString(currentIntlLocale())}%`;
    return [
      {
        key,
        label: i18n.t("empire:raceBonus.chip", { name: i18n.t(`empire:raceBonus.${key}`), value }),
        positive: percent > 0,
      },
    ];
  });
