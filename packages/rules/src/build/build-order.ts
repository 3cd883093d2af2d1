import { formatCount } from "../combat/battle-text.ts";
import { BUILDINGS, isBuildingType, type BuildingType } from "../catalogue/buildings.ts";
import { raceSpec } from "../catalogue/races.ts";
import type { Cost } from "../catalogue/resources.ts";
import { ceilAmount } from "../economy/rounding.ts";
import { planetLabel } from "../galaxy/ids.ts";
import { DAILY_LIMITS, dailyLimitViolation, type DailyCounts, type DailyLimits } from "./daily-limits.ts";
import {
  addCosts,
  constructionDivisor,
  discountedCost,
  insufficientResource,
  multiplyCost,
  zeroCost,
} from "./order-cost.ts";
import { because } from "../refusal.ts";
import { INVALID_QUANTITY, isValidQuantity, rejectOrder, rejectWith, type OrderCheck } from "./order-check.ts";

/** Most buildings of one type per planet in one order (spec). */
export const MAX_BUILDING_QUANTITY = 100;
/** Extra portal credits per planet the empire owns (IC S12). */
export const PORTAL_CREDITS_PER_PLANET = 1000;
/** Portals a planet may hold, completed and in progress together (rules.md 11.1). */
const PORTALS_PER_PLANET = 1;

/** A planet named in a build order, as the caller's data shows it. */
export interface BuildOrderPlanet {
  readonly id: string;
  /** Whether the ordering empire owns the planet. */
  readonly ownerIsCaller: boolean;
  readonly size: number;
  /** Completed buildings of every type. */
  readonly built: number;
  /** Buildings ordered and not yet completed. */
  readonly inProgress: number;
  /** Portals on the planet, completed or in progress. */
  readonly existingPortals: number;
}

/** One requested line; the type is a string because it comes from a request. */
export interface BuildOrderRequest {
  readonly planetId: string;
  readonly buildingType: string;
  readonly quantity: number;
}

export interface BuildOrderInput {
  /** The ordering empire's race (an unknown race falls back to quantam). */
  readonly race: string;
  /** What the empire holds; food is not needed. */
  readonly resources: Readonly<Cost>;
  readonly planets: readonly BuildOrderPlanet[];
  readonly orders: readonly BuildOrderRequest[];
  /** Construction science bonus as a fraction (0.2 = +20%). */
  readonly constructionBonus: number;
  /** Planets the empire owns, for the portal's credits. */
  readonly planetsOwned: number;
  /** Explorers and portals ordered in the last 24 hours. */
  readonly recentDailyCounts: DailyCounts;
  /** Defaults to 8 explorers and 1 portal per day. */
  readonly dailyLimits?: DailyLimits;
}

/** An accepted line of a build order, after duplicate lines were summed. */
export interface BuildOrderLine {
  readonly planetId: string;
  readonly buildingType: BuildingType;
  readonly quantity: number;
  readonly cost: Cost;
  /** Turns until completion, construction bonus included. */
  readonly turns: number;
}

interface MergedLine {
  readonly planetId: string;
  readonly buildingType: BuildingType;
  readonly quantity: number;
}

/** Price of one building: base ÷ (1 + construction), rounded up; a portal adds 1000 credits per planet. */
export const buildingUnitCost = (type: BuildingType, constructionBonus: number, planetsOwned: number): Cost => {
  const cost = discountedCost(BUILDINGS[type].cost, constructionBonus);
  return type === "portal" ? { ...cost, credits: cost.credits + PORTAL_CREDITS_PER_PLANET * planetsOwned } : cost;
};

/** Build time: max(1, ceil(turns ÷ (1 + construction))) (rules.md 8). */
export const buildingTurns = (type: BuildingType, constructionBonus: number): number =>
  Math.max(1, ceilAmount(BUILDINGS[type].turns / constructionDivisor(constructionBonus)));

/** Sums lines that name the same planet and building type, keeping the order of first appearance. */
const mergeLines = (orders: readonly BuildOrderRequest[]): MergedLine[] => {
  const merged = new Map<string, MergedLine>();
  for (const order of orders) {
    const type = order.buildingType as BuildingType;
    const key = JSON.stringify([order.planetId, type]);
    const previous = merged.get(key);
    merged.set(key, {
      planetId: order.planetId,
      buildingType: type,
      quantity: (previous?.quantity ?? 0) + order.quantity,
    });
  }
  return [...merged.values()];
};

/**
 * Validates and prices a building order (rules.md 11.1, 11.2, error texts of section 18). Used by the server
 * before it takes the resources and by the client's build dialog.
 *
 * Checks, in this order, and the first failure refuses the whole order: quantities (whole numbers 1–100,
 * also after summing duplicate lines) and building types; planet ownership; the race's tax office limit;
 * one portal per planet; the daily portal limit; free space per planet over all its lines; resources.
 */
export const checkBuildOrder = (input: BuildOrderInput): OrderCheck<BuildOrderLine> => {
  if (input.orders.length === 0) return rejectOrder("invalid_input", INVALID_QUANTITY);
  for (const order of input.orders) {
    if (!isValidQuantity(order.quantity, MAX_BUILDING_QUANTITY)) return rejectOrder("invalid_input", INVALID_QUANTITY);
    if (!isBuildingType(order.buildingType)) {
      return because(
        "unknown_building_type",
        rejectOrder("invalid_input", `Unknown building type: ${order.buildingType}`, { type: order.buildingType }),
      );
    }
  }
  const lines = mergeLines(input.orders);
  if (lines.some((line) => line.quantity > MAX_BUILDING_QUANTITY))
    return rejectOrder("invalid_input", INVALID_QUANTITY);

  const planets = new Map<string, BuildOrderPlanet>();
  for (const planet of input.planets) if (!planets.has(planet.id)) planets.set(planet.id, planet);
  const planetOf = (line: MergedLine): BuildOrderPlanet | undefined => planets.get(line.planetId);
  if (lines.some((line) => planetOf(line)?.ownerIsCaller !== true))
    return because("planet_not_found", rejectOrder("not_found", "Planet not found"));

  if (!raceSpec(input.race).taxOffices && lines.some((line) => line.buildingType === "tax_office")) {
    return because("race_no_tax_offices", rejectOrder("invalid_action", "Your race cannot build tax offices"));
  }
  const portalLines = lines.filter((line) => line.buildingType === "portal");
  if (portalLines.some((line) => (planetOf(line)?.existingPortals ?? 0) + line.quantity > PORTALS_PER_PLANET)) {
    return because("one_portal_per_planet", rejectOrder("invalid_action", "A planet can hold only one portal"));
  }
  const portals = portalLines.reduce((sum, line) => sum + line.quantity, 0);
  const daily = dailyLimitViolation("portal", portals, input.recentDailyCounts, input.dailyLimits ?? DAILY_LIMITS);
  if (daily) return rejectWith(daily);

  const needed = new Map<string, number>();
  for (const line of lines) needed.set(line.planetId, (needed.get(line.planetId) ?? 0) + line.quantity);
  for (const [id, need] of needed) {
    const planet = planets.get(id);
    const free = planet ? Math.max(0, planet.size - planet.built - planet.inProgress) : 0;
    if (need > free) {
      return rejectOrder(
        "insufficient_space",
        `Insufficient space on planet ${planetLabel(id)}: need ${formatCount(need)}, have ${formatCount(free)}`,
        { planetId: id, need, have: free },
      );
    }
  }

  const priced: BuildOrderLine[] = lines.map((line) => ({
    ...line,
    cost: multiplyCost(buildingUnitCost(line.buildingType, input.constructionBonus, input.planetsOwned), line.quantity),
    turns: buildingTurns(line.buildingType, input.constructionBonus),
  }));
  const totalCost = priced.reduce((sum, line) => addCosts(sum, line.cost), zeroCost());
  const short = insufficientResource(totalCost, input.resources);
  if (short) return rejectWith(short);
  return { ok: true, totalCost, lines: priced };
};
