import type { BuildingType, Resource, UnitType } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";

// Game vocabulary (issue 15): the names players read for buildings, units and resources come from the `build`
// catalogue, keyed by type id, so every screen names them alike in every language. A screen that shows them
// declares the `build` namespace in its useTranslation, which loads the catalogue and re-renders on a change.

/** "Cash Factory", "Geldfabrik". */
export const buildingName = (type: BuildingType): string => i18n.t(`build:names.buildings.${type}`);

/** "Soldier", "Soldat". */
export const unitName = (type: UnitType): string => i18n.t(`build:names.units.${type}`);

/** "Octarine", "Oktarin". */
export const resourceName = (resource: Resource): string => i18n.t(`build:names.resources.${resource}`);

/** "10 farms", "1 cash factory": a count with the building's name in the right form. */
export const buildingCount = (type: BuildingType, count: number): string =>
  i18n.t(`build:counts.buildings.${type}`, { count });

/** "50 soldiers", "1 explorer". */
export const unitCount = (type: UnitType, count: number): string => i18n.t(`build:counts.units.${type}`, { count });

/** "500 credits", "20 iron": an amount of a resource, as sentences name it. */
export const resourceAmount = (resource: Resource, amount: number): string =>
  i18n.t(`build:counts.resources.${resource}`, { amount: formatNumber(amount) });
