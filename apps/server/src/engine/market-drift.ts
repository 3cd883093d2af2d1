import { revertMarket } from "@nova/rules";
import type { Queryable } from "../db/database.ts";
import { findMarket, saveMarket } from "../db/repositories/market-repository.ts";

/**
 * Flip step 6 (rules.md 3.2, 15): the market's stocks drift 5% of the way back to equilibrium. One row per
 * galaxy, read and written inside the flip's transaction. A galaxy without a market row has never traded
 * and sits at equilibrium already, so there is nothing to do. Returns the rows written.
 */
export const driftMarket = async (trx: Queryable, galaxyId: string): Promise<number> => {
  const market = await findMarket(trx, galaxyId);
  if (!market) return 0;
  await saveMarket(trx, galaxyId, { ...market, stocks: revertMarket(market.stocks) });
  return 1;
};
