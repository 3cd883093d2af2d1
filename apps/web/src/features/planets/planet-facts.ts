import type { Planet } from "@nova/contract";
import {
  BUILDING_TYPES,
  isUnitType,
  totalBuildings,
  type BonusType,
  type BuildingType,
  type PlanetState,
} from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { currentIntlLocale, i18n } from "../../i18n/i18n.ts";
import { resourceName } from "../build/game-names.ts";

/** The planet as the rules' economy sees it (owner views; hidden counts read as 0). */
export const planetState = (planet: Planet): PlanetState => ({
  id: planet.id,
  size: planet.size,
  planetType: planet.planetType,
  population: planet.population ?? 0,
  buildings: Object.fromEntries(planet.buildings.map((b) => [b.type, b.count])),
  bonus: planet.bonus,
  isHomeWorld: planet.isHomeWorld,
});

/** Completed buildings of every type on the planet. */
export const builtCount = (planet: Planet): number => totalBuildings([planetState(planet)]);

/** Building slots left: size − completed − in progress, never below 0 (what a build order may use). */
export const freeSpace = (planet: Planet): number =>
  Math.max(0, planet.size - builtCount(planet) - (planet.buildingsInProgress ?? 0));

/** Units stationed on the planet, all types together. */
export const stationedCount = (planet: Planet): number =>
  planet.stationedUnits.reduce((sum, unit) => sum + unit.count, 0);

/** Completed buildings per type in the catalogue's order, types with none left out. */
export const buildingEntries = (planet: Planet): { type: BuildingType; count: number }[] =>
  BUILDING_TYPES.flatMap((type) => {
    const count = planet.buildings.find((b) => b.type === type)?.count ?? 0;
    return count > 0 ? [{ type, count }] : [];
  });

/** "Iron ×1.25" for a `resource_iron` bonus (a screen showing it declares the `planets` and `build` namespaces). */
export const bonusLabel = (bonus: NonNullable<Planet["bonus"]>): string =>
  i18n.t("planets:bonus", {
    resource: resourceName(RESOURCE_OF_BONUS[bonus.bonusType]),
    multiplier: new Intl.NumberFormat(currentIntlLocale(), { maximumFractionDigits: 2 }).format(bonus.multiplier),
  });

const RESOURCE_OF_BONUS: Readonly<Record<BonusType, "food" | "iron" | "endurium" | "octarine">> = {
  resource_food: "food",
  resource_iron: "iron",
  resource_endurium: "endurium",
  resource_octarine: "octarine",
};

/** "Soldiers: 1,200": a planet's stationed units of one type, as a fleet's read. */
export const stationedUnitText = (type: string, count: number): string =>
  i18n.t("planets:stationed", {
    unit: isUnitType(type) ? i18n.t(`build:names.unitsPlural.${type}`) : type,
    count: formatNumber(count),
  });

/** True when the planet has a building of this type (Portal and Laser chips). */
export const hasBuilding = (planet: Planet, type: BuildingType): boolean =>
  planet.buildings.some((b) => b.type === type && b.count > 0);
