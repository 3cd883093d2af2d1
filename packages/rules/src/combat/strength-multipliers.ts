import { raceSpec } from "../catalogue/races.ts";
import { NO_FEAR_BONUS } from "./unit-stats.ts";

/** `attMult = raceAttack × (1 + military) × (noFear ? 1.10 : 1)` (rules.md 12.2); `military` is a fraction. */
export const attackMultiplier = (race: string, military: number, noFear: boolean): number =>
  raceSpec(race).bonuses.attack * (1 + military) * (noFear ? 1 + NO_FEAR_BONUS : 1);

/** `defMult = (1 + military) × (noFear ? 1.10 : 1)` (rules.md 12.2): race attack never helps on defence. */
export const defenceMultiplier = (military: number, noFear: boolean): number =>
  (1 + military) * (noFear ? 1 + NO_FEAR_BONUS : 1);
