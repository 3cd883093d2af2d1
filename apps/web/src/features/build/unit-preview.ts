import {
  UNIT_TYPES,
  UNITS,
  addCosts,
  checkUnitOrder,
  multiplyCost,
  zeroCost,
  type Cost,
  type Race,
  type UnitType,
} from "@nova/rules";
import { orderRefusalText, shortfallText } from "./order-text.ts";
import { chosenLines, type Quantities } from "./quantity.ts";

export interface UnitPreviewInput {
  readonly race: Race;
  readonly resources: Readonly<Cost>;
  readonly quantities: Quantities<UnitType>;
  /** The fleet the units join; null when none is picked. */
  readonly fleetId: string | null;
}

export interface UnitPreview {
  readonly orders: readonly { unitType: UnitType; quantity: number }[];
  readonly totalCost: Cost;
  readonly shortfall: string | null;
  /** Why the order would be refused other than resources, or null. */
  readonly problem: string | null;
  readonly canSubmit: boolean;
}

/**
 * The unit build dialog's live preview (core-play section 5): submit needs a quantity above 0, a target
 * fleet and enough resources; prices and other checks come from the rules' `checkUnitOrder`.
 */
export const previewUnitOrder = (input: UnitPreviewInput): UnitPreview => {
  const lines = chosenLines(UNIT_TYPES, input.quantities);
  const orders = lines.map((line) => ({ unitType: line.type, quantity: line.quantity }));
  const totalCost = lines.reduce(
    (sum, line) => addCosts(sum, multiplyCost(UNITS[line.type].cost, line.quantity)),
    zeroCost(),
  );
  const short = shortfallText(totalCost, input.resources);
  let problem: string | null = null;
  if (orders.length > 0) {
    const check = checkUnitOrder({ race: input.race, resources: input.resources, orders, recentDailyCounts: {} });
    if (!check.ok && check.code !== "insufficient_resources") problem = orderRefusalText(check);
  }
  return {
    orders,
    totalCost,
    shortfall: short,
    problem,
    canSubmit: orders.length > 0 && input.fleetId !== null && short === null && problem === null,
  };
};
