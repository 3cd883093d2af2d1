import type { Random } from "../random/seeded-random.ts";
import type { BattleInput, PlanetOutcome, UnitLosses } from "./battle-types.ts";
import { resolveBattle } from "./resolve-battle.ts";

/** What the caller's estimate says: the most likely battle and how sure it is (issue 18). */
export interface BattleEstimate {
  /** Share of the plausible battles the attacker wins, 0 to 1 with 2 decimals. */
  readonly winChance: number;
  readonly attackerLosses: UnitLosses;
  readonly defenderLosses: UnitLosses;
  readonly outcome: PlanetOutcome;
}

/**
 * The one draw a battle makes is the bombers' fractional laser kill; the central estimate takes it at its median,
 * so the same input always previews the same battle.
 */
export const MEDIAN_DRAW: Random = { next: () => 0.5, int: (min, max) => Math.floor((min + max) / 2) };

/** How far the defender may have drifted from the report: 10% for fresh intel, +2% per turn of age, at most 50%. */
export const intelSpread = (ageTurns: number): number => Math.min(0.5, 0.1 + 0.02 * Math.max(0, ageTurns));

const SCALES = 9;
const DRAWS = [0.05, 0.95] as const;

const scaleUnits = <T extends Readonly<Record<string, number>>>(units: T, factor: number): T =>
  Object.fromEntries(Object.entries(units).map(([k, n]) => [k, Math.round(n * factor)])) as T;

/** The defender of `input` with every unit and laser scaled by `factor`. */
const scaledDefence = (input: BattleInput, factor: number): BattleInput => ({
  ...input,
  defender: {
    ...input.defender,
    stationedUnits: scaleUnits(input.defender.stationedUnits, factor),
    homeFleetUnits: scaleUnits(input.defender.homeFleetUnits, factor),
  },
  planet: {
    ...input.planet,
    buildings: { ...input.planet.buildings, laser: Math.round((input.planet.buildings.laser ?? 0) * factor) },
  },
});

/**
 * The battle the caller can foresee from `input` (built from their own intel, never the hidden truth). Losses and
 * outcome are exactly `resolveBattle(input, MEDIAN_DRAW)`; the win chance counts the wins over defenders scaled
 * evenly across ±`intelSpread(ageTurns)` (older intel, wider doubt) and both ends of the bombers' draw.
 */
export const previewBattle = (input: BattleInput, ageTurns: number): BattleEstimate => {
  const central = resolveBattle(input, MEDIAN_DRAW).report;
  const spread = intelSpread(ageTurns);
  let wins = 0;
  let runs = 0;
  for (let i = 0; i < SCALES; i++) {
    const factor = 1 - spread + (2 * spread * i) / (SCALES - 1);
    for (const draw of DRAWS) {
      const random: Random = { next: () => draw, int: (min, max) => Math.floor(min + draw * (max - min + 1)) };
      if (resolveBattle(scaledDefence(input, factor), random).report.winner === "attacker") wins++;
      runs++;
    }
  }
  return {
    winChance: Math.round((wins / runs) * 100) / 100,
    attackerLosses: central.attackerTotalLosses,
    defenderLosses: central.defenderTotalLosses,
    outcome: central.planetOutcome,
  };
};
