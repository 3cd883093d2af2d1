import { insufficient, type Refusal } from "../refusal.ts";
import { COST_RESOURCES, type Cost } from "../catalogue/resources.ts";
import { ceilAmount } from "../economy/rounding.ts";

/** A cost of nothing. */
export const zeroCost = (): Cost => ({ credits: 0, iron: 0, endurium: 0, octarine: 0 });

/** Sum of two costs. */
export const addCosts = (a: Readonly<Cost>, b: Readonly<Cost>): Cost => ({
  credits: a.credits + b.credits,
  iron: a.iron + b.iron,
  endurium: a.endurium + b.endurium,
  octarine: a.octarine + b.octarine,
});

/** A stock after paying a cost (the caller has checked it can pay). */
export const subtractCost = <T extends Readonly<Cost>>(stock: T, cost: Readonly<Cost>): T => ({
  ...stock,
  credits: stock.credits - cost.credits,
  iron: stock.iron - cost.iron,
  endurium: stock.endurium - cost.endurium,
  octarine: stock.octarine - cost.octarine,
});

/** A unit cost times a quantity. */
export const multiplyCost = (cost: Readonly<Cost>, quantity: number): Cost => ({
  credits: cost.credits * quantity,
  iron: cost.iron * quantity,
  endurium: cost.endurium * quantity,
  octarine: cost.octarine * quantity,
});

/** 1 + the construction bonus; a negative or non-finite bonus counts as none. */
export const constructionDivisor = (constructionBonus: number): number =>
  1 + (Number.isFinite(constructionBonus) ? Math.max(0, constructionBonus) : 0);

/** A base cost divided by (1 + construction bonus), each resource rounded up (rules.md 11.1, IC S11). */
export const discountedCost = (base: Readonly<Cost>, constructionBonus: number): Cost => {
  const divisor = constructionDivisor(constructionBonus);
  return {
    credits: ceilAmount(base.credits / divisor),
    iron: ceilAmount(base.iron / divisor),
    endurium: ceilAmount(base.endurium / divisor),
    octarine: ceilAmount(base.octarine / divisor),
  };
};

/**
 * The spec's text for the first resource (credits, iron, endurium, octarine) the stock cannot pay,
 * `Insufficient iron: need 350, have 120`, or null when the stock covers the cost.
 */
export const insufficientResource = (
  cost: Readonly<Cost>,
  stock: Readonly<Cost>,
): Refusal<"insufficient_resources"> | null => {
  const short = COST_RESOURCES.find((resource) => cost[resource] > stock[resource]);
  return short === undefined ? null : insufficient(short, cost[short], stock[short]);
};

/**
 * The client's message for what is missing, `Need 500 credits, 20 iron more`, naming only the short
 * resources in the order credits, iron, endurium, octarine; null when the stock covers the cost.
 */
export const shortfall = (cost: Readonly<Cost>, stock: Readonly<Cost>): string | null => {
  const missing = COST_RESOURCES.filter((resource) => cost[resource] > stock[resource]).map(
    (resource) => `${cost[resource] - stock[resource]} ${resource}`,
  );
  return missing.length === 0 ? null : `Need ${missing.join(", ")} more`;
};
