import { emptyFleetUnits, type FleetUnits } from "../catalogue/units.ts";
import type { CombatCounts, SpyMilitary } from "../operations/operation-effects.ts";
import type { BattleInput } from "./battle-types.ts";

const asUnits = (counts: CombatCounts): FleetUnits => ({ ...emptyFleetUnits(), ...counts });

/** What the attacker brings to a previewed battle: their own, true values. */
export type PreviewAttacker = BattleInput["attacker"];

/**
 * The battle input the caller can build from a spy report: the defence of `planetId` as the report saw it. A
 * planet the report does not list (taken after the report) counts as undefended by lasers and stationed units;
 * the home fleet joins when the report saw the planet as the home world or with a portal (force fields are not
 * visible to a spy, so they are not counted).
 */
export const battleInputFromIntel = (
  attacker: PreviewAttacker,
  intel: { readonly military: SpyMilitary; readonly networth: number },
  planetId: string,
  planetSize: number,
): BattleInput => {
  const planet = intel.military.planets.find((p) => p.planetId === planetId);
  return {
    attacker,
    defender: {
      stationedUnits: planet ? asUnits(planet.stationed) : emptyFleetUnits(),
      homeFleetUnits: asUnits(intel.military.homeFleet),
      homeFleetDefends: planet ? planet.isHomeWorld || planet.hasPortal : false,
      military: intel.military.militaryBonusPercent / 100,
      noFear: false,
      networth: intel.networth,
    },
    planet: { size: planetSize, buildings: { laser: planet?.lasers ?? 0 }, population: 0 },
  };
};

/** Reads the military part of a stored spy or vision report; null for reports made before it existed. */
export const spyMilitaryOf = (report: unknown): { military: SpyMilitary; networth: number } | null => {
  if (!report || typeof report !== "object") return null;
  const r = report as { military?: unknown; networth?: unknown };
  if (!r.military || typeof r.military !== "object" || typeof r.networth !== "number") return null;
  const m = r.military as Partial<SpyMilitary>;
  if (!Array.isArray(m.planets) || !m.homeFleet || typeof m.militaryBonusPercent !== "number") return null;
  return { military: m as SpyMilitary, networth: r.networth };
};

/** What a battle report showed its attacker of the defence (issue 18's "own" intel). */
export interface SeenDefence {
  readonly planetId: string;
  readonly planetName: string;
  readonly defenderInitialUnits: Readonly<Record<string, number>>;
  readonly defenderHomeFleetUnits: Readonly<Record<string, number>> | null;
  readonly defenderInitialLasers: number;
  readonly defenderNetworth: number;
}

const COMBAT = ["soldiers", "droids", "fighters", "bombers", "transports"] as const;
const countsOf = (r: Readonly<Record<string, number>> | null, minus?: Readonly<Record<string, number>> | null) =>
  Object.fromEntries(COMBAT.map((k) => [k, Math.max(0, (r?.[k] ?? 0) - (minus?.[k] ?? 0))])) as CombatCounts;

/**
 * The defence the caller saw in their own battle for a planet, as spy-report military: the units that stood on the
 * planet, the home fleet if it came, the lasers. The defender's military bonus is not shown in a report (0).
 */
export const militaryFromBattle = (seen: SeenDefence): { military: SpyMilitary; networth: number } => {
  const homeCame = seen.defenderHomeFleetUnits !== null;
  return {
    networth: seen.defenderNetworth,
    military: {
      militaryBonusPercent: 0,
      homeFleet: countsOf(seen.defenderHomeFleetUnits),
      planets: [
        {
          planetId: seen.planetId,
          planetName: seen.planetName,
          lasers: seen.defenderInitialLasers,
          hasPortal: homeCame,
          isHomeWorld: false,
          stationed: countsOf(seen.defenderInitialUnits, seen.defenderHomeFleetUnits),
        },
      ],
    },
  };
};
