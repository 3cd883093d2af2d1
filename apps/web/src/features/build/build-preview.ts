import type { Planet } from "@nova/contract";
import {
  BUILDING_TYPES,
  addCosts,
  buildingUnitCost,
  checkBuildOrder,
  multiplyCost,
  raceSpec,
  zeroCost,
  type BuildingType,
  type Cost,
  type Race,
} from "@nova/rules";
import { builtCount, freeSpace, hasBuilding } from "../planets/planet-facts.ts";
import { i18n } from "../../i18n/i18n.ts";
import { orderRefusalText, shortfallText } from "./order-text.ts";
import { chosenLines, type Quantities } from "./quantity.ts";

export interface BuildPreviewInput {
  readonly race: Race;
  readonly resources: Readonly<Cost>;
  /** The planet being built on, or every selected planet in bulk mode. */
  readonly planets: readonly Planet[];
  /** Buildings per type, on each planet. */
  readonly quantities: Quantities<BuildingType>;
  /** Planets the empire owns (a portal costs 1000 credits more for each). */
  readonly planetsOwned: number;
  /** The construction science bonus as a fraction: it divides prices and build times (rules.md 8). */
  readonly constructionBonus: number;
}

export interface BuildOrderLine {
  readonly planetId: string;
  readonly buildingType: BuildingType;
  readonly quantity: number;
}

export interface BuildPreview {
  /** One line per planet and chosen type: what the dialog sends. */
  readonly orders: readonly BuildOrderLine[];
  /** Buildings chosen for each planet. */
  readonly perPlanet: number;
  /** The smallest free space among the planets: how many buildings each may take. */
  readonly freeSpace: number;
  /** Everything together: the per-planet choice times the number of planets. */
  readonly totalCost: Cost;
  /** "Need 500 credits, 20 iron more", or null when the stock pays for it. */
  readonly shortfall: string | null;
  /** Why the order would be refused other than resources (space, race, portal limit), or null. */
  readonly problem: string | null;
  readonly canSubmit: boolean;
}

/**
 * The build dialog's live preview (core-play section 5), priced and checked by the rules' own
 * `checkBuildOrder`, so the dialog never disagrees with the server about costs and space.
 */
export const previewBuildOrder = (input: BuildPreviewInput): BuildPreview => {
  const lines = chosenLines(BUILDING_TYPES, input.quantities);
  const perPlanet = lines.reduce((sum, line) => sum + line.quantity, 0);
  const orders = input.planets.flatMap((planet) =>
    lines.map((line) => ({ planetId: planet.id, buildingType: line.type, quantity: line.quantity })),
  );
  const totalCost = lines.reduce(
    (sum, line) =>
      addCosts(
        sum,
        multiplyCost(
          buildingUnitCost(line.type, input.constructionBonus, input.planetsOwned),
          line.quantity * input.planets.length,
        ),
      ),
    zeroCost(),
  );
  const short = shortfallText(totalCost, input.resources);
  const space = input.planets.length === 0 ? 0 : Math.min(...input.planets.map(freeSpace));

  // Text when bulk mode has no planet to build on (core-play section 5).
  let problem: string | null = input.planets.length === 0 ? i18n.t("build:problems.noPlanetSelected") : null;
  if (problem === null && orders.length > 0) {
    const check = checkBuildOrder({
      race: input.race,
      resources: input.resources,
      planets: input.planets.map((planet) => ({
        id: planet.id,
        ownerIsCaller: true,
        size: planet.size,
        built: builtCount(planet),
        inProgress: planet.buildingsInProgress ?? 0,
        existingPortals: hasBuilding(planet, "portal") ? 1 : 0,
      })),
      orders,
      constructionBonus: input.constructionBonus,
      planetsOwned: input.planetsOwned,
      recentDailyCounts: {},
    });
    if (!check.ok && check.code !== "insufficient_resources") problem = orderRefusalText(check);
  }
  return {
    orders,
    perPlanet,
    freeSpace: space,
    totalCost,
    shortfall: short,
    problem,
    canSubmit: orders.length > 0 && short === null && problem === null,
  };
};

/** Why a building type cannot be chosen at all on these planets, or null (race limits, one portal). */
export const buildingTypeBlock = (type: BuildingType, race: Race, planets: readonly Planet[]): string | null => {
  if (type === "tax_office" && !raceSpec(race).taxOffices) return i18n.t("build:problems.taxOffices");
  if (type === "portal" && planets.some((planet) => hasBuilding(planet, "portal"))) {
    return i18n.t(planets.length === 1 ? "build:problems.planetHasPortal" : "build:problems.selectedHasPortal");
  }
  return null;
};
