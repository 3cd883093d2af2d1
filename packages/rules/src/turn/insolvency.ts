import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import { UPKEEP_UNITS } from "../economy/upkeep.ts";

/** Units of each type per unit disbanded when the treasury runs dry (1%, IC S14, S15). */
const UNITS_PER_DISBANDED = 100;

export interface Insolvency {
  /** Credits after clamping a debt to 0. */
  readonly credits: number;
  /** Units left after disbanding. */
  readonly units: FleetUnits;
  /** Units disbanded, per fleet unit key (all zero when solvent). */
  readonly disbanded: FleetUnits;
}

/**
 * Insolvency (rules.md 6.5): when credits are below 0 they become 0 and floor(1%) of every unit type is
 * disbanded, so a type with fewer than 100 units loses none. A solvent empire keeps everything.
 */
export const settleInsolvency = (credits: number, units: Readonly<FleetUnits>): Insolvency => {
  const disbanded = emptyFleetUnits();
  if (credits >= 0) return { credits, units: { ...units }, disbanded };
  const remaining: FleetUnits = { ...units };
  for (const key of UPKEEP_UNITS) {
    const lost = Math.floor(Math.max(0, units[key]) / UNITS_PER_DISBANDED);
    disbanded[key] = lost;
    remaining[key] = units[key] - lost;
  }
  return { credits: 0, units: remaining, disbanded };
};
