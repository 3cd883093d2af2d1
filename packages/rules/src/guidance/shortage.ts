import type { Resource } from "../catalogue/resources.ts";

/** How far ahead the warnings look (issue 18): the top bar marks a resource running out within this many turns. */
export const SHORTAGE_WARNING_TURNS = 5;
/** Beyond this a stock counts as safe: the forecast returns null. */
export const SHORTAGE_HORIZON = 100;

/**
 * The number of flips until a stock would go below zero, or null when it lasts beyond the horizon. Each flip the
 * stock first loses floor(`levyRate` × stock) (bureaucracy on credits), then gains `netPerTurn` (a shortage is
 * the first flip that leaves it negative), then decays by floor(`decayRate` × stock) (food and minerals).
 * A linear forecast: it assumes this turn's production and upkeep hold.
 */
export const turnsUntilShortage = (input: {
  readonly stock: number;
  readonly netPerTurn: number;
  readonly levyRate?: number;
  readonly decayRate?: number;
  readonly horizon?: number;
}): number | null => {
  const horizon = input.horizon ?? SHORTAGE_HORIZON;
  let stock = Math.max(0, input.stock);
  for (let turn = 1; turn <= horizon; turn++) {
    stock -= Math.ceil(stock * (input.levyRate ?? 0));
    stock += input.netPerTurn;
    if (stock < 0) return turn;
    stock -= Math.floor(stock * (input.decayRate ?? 0));
  }
  return null;
};

export type ShortageForecast = Readonly<Record<Resource, number | null>>;

/**
 * The forecast for each resource from the stats the client already sees: credits net of income and upkeep
 * (bureaucracy applied per turn), food net of consumption (0.5% decay), and minerals, which nothing consumes
 * per turn, from their production alone.
 */
export const shortageForecast = (
  resources: Readonly<Record<Resource, number>>,
  economy: {
    readonly totalIncome: number;
    readonly unitUpkeep: number;
    readonly buildingUpkeep: number;
    readonly foodNet: number;
    readonly ironProduced: number;
    readonly enduriumProduced: number;
    readonly octarineProduced: number;
  },
  rates: { readonly bureaucracy: number; readonly foodDecay: number; readonly mineralDecay: number },
): ShortageForecast => ({
  credits: turnsUntilShortage({
    stock: resources.credits,
    netPerTurn: economy.totalIncome - economy.unitUpkeep - economy.buildingUpkeep,
    levyRate: rates.bureaucracy,
  }),
  food: turnsUntilShortage({ stock: resources.food, netPerTurn: economy.foodNet, decayRate: rates.foodDecay }),
  iron: turnsUntilShortage({ stock: resources.iron, netPerTurn: economy.ironProduced, decayRate: rates.mineralDecay }),
  endurium: turnsUntilShortage({
    stock: resources.endurium,
    netPerTurn: economy.enduriumProduced,
    decayRate: rates.mineralDecay,
  }),
  octarine: turnsUntilShortage({
    stock: resources.octarine,
    netPerTurn: economy.octarineProduced,
    decayRate: rates.mineralDecay,
  }),
});
