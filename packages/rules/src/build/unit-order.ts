import { raceSpec } from "../catalogue/races.ts";
import type { Cost } from "../catalogue/resources.ts";
import { isUnitType, UNITS, type UnitType } from "../catalogue/units.ts";
import { DAILY_LIMITS, dailyLimitViolation, type DailyCounts, type DailyLimits } from "./daily-limits.ts";
import { addCosts, insufficientResource, multiplyCost, zeroCost } from "./order-cost.ts";
import { because } from "../refusal.ts";
import { INVALID_QUANTITY, isValidQuantity, rejectOrder, rejectWith, type OrderCheck } from "./order-check.ts";

/** Most units of one type in one order (spec). */
export const MAX_UNIT_QUANTITY = 10_000;

/** One requested line; the type is a string because it comes from a request. */
export interface UnitOrderRequest {
  readonly unitType: string;
  readonly quantity: number;
}

export interface UnitOrderInput {
  /** The ordering empire's race (an unknown race falls back to quantam). */
  readonly race: string;
  /** What the empire holds; food is not needed. */
  readonly resources: Readonly<Cost>;
  readonly orders: readonly UnitOrderRequest[];
  /** Explorers and portals ordered in the last 24 hours. */
  readonly recentDailyCounts: DailyCounts;
  /** Defaults to 8 explorers and 1 portal per day. */
  readonly dailyLimits?: DailyLimits;
}

/** An accepted line of a unit order, after duplicate lines were summed. */
export interface UnitOrderLine {
  readonly unitType: UnitType;
  readonly quantity: number;
  readonly cost: Cost;
  /** Turns until the units join their fleet. */
  readonly turns: number;
}

/**
 * Validates and prices a unit order (rules.md 11.1, 11.2, error texts of section 18). Units pay the
 * catalogue price: the construction bonus applies to buildings only.
 *
 * Checks, in this order, and the first failure refuses the whole order: quantities (whole numbers
 * 1–10,000, also after summing duplicate lines) and unit types; the race's droid flag; the daily explorer
 * limit; resources for the whole order.
 */
export const checkUnitOrder = (input: UnitOrderInput): OrderCheck<UnitOrderLine> => {
  if (input.orders.length === 0) return rejectOrder("invalid_input", INVALID_QUANTITY);
  const quantities = new Map<UnitType, number>();
  for (const order of input.orders) {
    if (!isValidQuantity(order.quantity, MAX_UNIT_QUANTITY)) return rejectOrder("invalid_input", INVALID_QUANTITY);
    if (!isUnitType(order.unitType))
      return because(
        "unknown_unit_type",
        rejectOrder("invalid_input", `Unknown unit type: ${order.unitType}`, { type: order.unitType }),
      );
    quantities.set(order.unitType, (quantities.get(order.unitType) ?? 0) + order.quantity);
  }
  if ([...quantities.values()].some((quantity) => quantity > MAX_UNIT_QUANTITY)) {
    return rejectOrder("invalid_input", INVALID_QUANTITY);
  }
  if (!raceSpec(input.race).droids && quantities.has("droid")) {
    return because("race_no_droids", rejectOrder("invalid_action", "Your race cannot build droids"));
  }
  const daily = dailyLimitViolation(
    "explorer",
    quantities.get("explorer") ?? 0,
    input.recentDailyCounts,
    input.dailyLimits ?? DAILY_LIMITS,
  );
  if (daily) return rejectWith(daily);

  const lines: UnitOrderLine[] = [...quantities].map(([unitType, quantity]) => ({
    unitType,
    quantity,
    cost: multiplyCost(UNITS[unitType].cost, quantity),
    turns: UNITS[unitType].turns,
  }));
  const totalCost = lines.reduce((sum, line) => addCosts(sum, line.cost), zeroCost());
  const short = insufficientResource(totalCost, input.resources);
  if (short) return rejectWith(short);
  return { ok: true, totalCost, lines };
};
