import type { Planet } from "@nova/contract";
import { BONUS_TYPES, type BonusType } from "@nova/rules";
import { freeSpace, hasBuilding } from "./planet-facts.ts";

export const PLANET_SORT_KEYS = ["coordinates", "population", "size", "planetType", "freeSpace"] as const;
export type PlanetSortKey = (typeof PLANET_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";
export const BONUS_FILTERS = ["all", "none", ...BONUS_TYPES] as const;
export type BonusFilter = "all" | "none" | BonusType;
export const PORTAL_FILTERS = ["all", "with", "without"] as const;
export type PortalFilter = (typeof PORTAL_FILTERS)[number];

/** The Planets page's filter and sort panel (core-play section 2). */
export interface PlanetFilters {
  readonly sortBy: PlanetSortKey;
  readonly direction: SortDirection;
  readonly bonus: BonusFilter;
  readonly portal: PortalFilter;
}

/** What Clear Filters goes back to: every planet, by coordinates, ascending. */
export const DEFAULT_PLANET_FILTERS: PlanetFilters = {
  sortBy: "coordinates",
  direction: "asc",
  bonus: "all",
  portal: "all",
};

const byCoordinates = (a: Planet, b: Planet): number =>
  a.coordinates.x - b.coordinates.x || a.coordinates.y - b.coordinates.y || a.planetId - b.planetId;

const COMPARE: Readonly<Record<PlanetSortKey, (a: Planet, b: Planet) => number>> = {
  coordinates: byCoordinates,
  population: (a, b) => (a.population ?? 0) - (b.population ?? 0),
  size: (a, b) => a.size - b.size,
  planetType: (a, b) => a.planetType.localeCompare(b.planetType),
  freeSpace: (a, b) => freeSpace(a) - freeSpace(b),
};

const matchesBonus = (planet: Planet, bonus: BonusFilter): boolean =>
  bonus === "all" || (bonus === "none" ? planet.bonus === null : planet.bonus?.bonusType === bonus);

const matchesPortal = (planet: Planet, portal: PortalFilter): boolean =>
  portal === "all" || hasBuilding(planet, "portal") === (portal === "with");

/**
 * The planets the panel lets through, sorted; ties fall back to coordinates (always ascending) so the
 * order is stable whatever the direction.
 */
export const filterAndSortPlanets = (planets: readonly Planet[], filters: PlanetFilters): Planet[] => {
  const sign = filters.direction === "asc" ? 1 : -1;
  return planets
    .filter((p) => matchesBonus(p, filters.bonus) && matchesPortal(p, filters.portal))
    .sort((a, b) => sign * COMPARE[filters.sortBy](a, b) || byCoordinates(a, b));
};

/** Whether the panel differs from its defaults (Clear Filters is offered then). */
export const filtersActive = (filters: PlanetFilters): boolean =>
  (Object.keys(DEFAULT_PLANET_FILTERS) as (keyof PlanetFilters)[]).some(
    (key) => filters[key] !== DEFAULT_PLANET_FILTERS[key],
  );
