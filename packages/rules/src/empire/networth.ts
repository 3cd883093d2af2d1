import type { FleetUnits } from "../catalogue/units.ts";

export interface NetworthInput {
  /** Units summed over every fleet of the empire (home, traveling, stationed, arrived). */
  readonly units: Readonly<FleetUnits>;
  readonly population: number;
  /** Completed buildings on all planets, lasers and portals included. */
  readonly buildings: number;
  readonly planets: number;
  readonly totalResearchPoints: number;
}

/** Networth (rules.md section 9, IC S6), rounded to an integer. */
export const networth = (input: NetworthInput): number => {
  const u = input.units;
  const units =
    u.soldiers + u.droids + 3 * u.fighters + 5 * u.bombers + 6 * u.transports + u.agents + u.wizards + u.explorers;
  return Math.round(
    1100 + units + input.population / 40 + 4 * input.buildings + 800 * input.planets + input.totalResearchPoints / 1000,
  );
};
