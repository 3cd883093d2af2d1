import type { Resources } from "../catalogue/resources.ts";

/** Share of the food stock lost per turn (IC S8, config `foodDecay`). */
export const FOOD_DECAY = 0.005;
/** Share of each mineral stock lost per turn (config `mineralDecay`). */
export const MINERAL_DECAY = 0.005;

/** Stock units per unit lost: 0.5% = 1 in 200; integer division keeps the floor exact. */
const decayLoss = (stock: number, rate: number): number => Math.floor(Math.max(0, stock) / Math.round(1 / rate));

/**
 * Stocks after the turn's decay (rules.md 6.2, 6.5): food, iron, endurium and octarine each lose
 * floor(0.5% of the stock), so a stock under 200 does not decay. Credits do not decay (bureaucracy taxes them).
 */
export const decayedResources = (resources: Resources): Resources => ({
  credits: resources.credits,
  food: resources.food - decayLoss(resources.food, FOOD_DECAY),
  iron: resources.iron - decayLoss(resources.iron, MINERAL_DECAY),
  endurium: resources.endurium - decayLoss(resources.endurium, MINERAL_DECAY),
  octarine: resources.octarine - decayLoss(resources.octarine, MINERAL_DECAY),
});
