import { BUILDING_TYPES } from "../catalogue/buildings.ts";
import type { FleetUnitKey, FleetUnits } from "../catalogue/units.ts";
import type { PlanetState } from "./empire-state.ts";
import { planetTotals, type PlanetTotals } from "./empire-totals.ts";

/** Fleet units that cost 1 credit per turn: every unit (lasers are buildings and pay building upkeep). */
export const UPKEEP_UNITS: readonly FleetUnitKey[] = [
  "soldiers",
  "droids",
  "fighters",
  "bombers",
  "transports",
  "agents",
  "wizards",
  "explorers",
];

/** Buildings per credit of building upkeep (0.25 credit each, rules.md 6.4). */
const BUILDINGS_PER_CREDIT = 4;
/** Credits per turn for each portal outside the home world (config `portalUpkeep`). */
export const PORTAL_UPKEEP = 50;
/** Credits held per credit of bureaucracy (0.5%, config `bureaucracy`). */
const CREDITS_PER_BUREAUCRACY = 200;

export interface Upkeep {
  readonly unitUpkeep: number;
  readonly buildingUpkeep: number;
  readonly bureaucracyCost: number;
  readonly totalUpkeep: number;
}

/** 1 credit per unit in every fleet (IC S15). */
export const unitUpkeep = (units: Readonly<FleetUnits>): number =>
  UPKEEP_UNITS.reduce((sum, key) => sum + units[key], 0);

/**
 * ceil(0.25 × completed non-portal buildings) + 50 per portal; the home world's portal is free
 * (rules.md 6.4). Summed over the empire before rounding up.
 */
export const buildingUpkeepOfTotals = (totals: PlanetTotals): number => {
  let ordinary = 0;
  for (const type of BUILDING_TYPES) if (type !== "portal") ordinary += totals.buildings[type];
  return Math.ceil(ordinary / BUILDINGS_PER_CREDIT) + PORTAL_UPKEEP * totals.paidPortals;
};

export const buildingUpkeep = (planets: readonly PlanetState[]): number =>
  buildingUpkeepOfTotals(planetTotals(planets));

/** 0.5% of the credits held at the start of the flip, rounded up (IC S9); nothing on a debt. */
export const bureaucracyCost = (credits: number): number => Math.ceil(Math.max(0, credits) / CREDITS_PER_BUREAUCRACY);

/** Every per-turn credit cost of an empire (rules.md 6.4), from its planets or their `planetTotals`. */
export const upkeep = (
  units: Readonly<FleetUnits>,
  planets: readonly PlanetState[] | PlanetTotals,
  credits: number,
): Upkeep => {
  const unit = unitUpkeep(units);
  const building = buildingUpkeepOfTotals("paidPortals" in planets ? planets : planetTotals(planets));
  const bureaucracy = bureaucracyCost(credits);
  return {
    unitUpkeep: unit,
    buildingUpkeep: building,
    bureaucracyCost: bureaucracy,
    totalUpkeep: unit + building + bureaucracy,
  };
};
