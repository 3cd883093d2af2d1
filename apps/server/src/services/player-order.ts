import { insufficientResource, type Cost } from "@nova/rules";
import type { AuthUser } from "../auth/auth-user.ts";
import { lockPlayer, type Queryable } from "../db/database.ts";
import { findGalaxy, type GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import { findPlayerOfUser, type PlayerRow } from "../db/repositories/players-repository.ts";
import { spend } from "../db/repositories/spending-repository.ts";
import { AppError, notFound } from "../http/app-error.ts";
import type { ServiceDeps } from "./deps.ts";
import { visibleGalaxy } from "./galaxy-service.ts";

/**
 * Runs an order for the caller's empire in one transaction holding the player's order lock: load, let
 * the rules decide, spend with a conditional update, write the outcome and its events. All or nothing.
 * `claimedPlayerId` is a player id the request named: it must be the caller's own.
 */
export const withPlayerOrder = async <T>(
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  work: (trx: Queryable, galaxy: GalaxyRow, player: PlayerRow) => Promise<T>,
  claimedPlayerId?: string,
): Promise<T> => {
  await visibleGalaxy(deps, user, galaxyId);
  const db = deps.db.kysely;
  const known = await findPlayerOfUser(db, galaxyId, user.id);
  if (!known) throw notFound("Player not found");
  if (claimedPlayerId !== undefined && claimedPlayerId !== known.id) {
    throw new AppError("forbidden", "You can only give orders to your own empire");
  }
  return db.transaction().execute(async (trx) => {
    await lockPlayer(trx, deps.db.dialect, galaxyId, known.id);
    // Read after taking the lock: a flip or another order may have changed both just now.
    const galaxy = await findGalaxy(trx, galaxyId);
    const player = await findPlayerOfUser(trx, galaxyId, user.id);
    if (!galaxy || !player) throw notFound("Player not found");
    // Re-checked under the lock: the last flip may have ended the round while this order waited for it.
    if (galaxy.round_status === "ended") throw new AppError("round_ended", "This round has ended");
    return work(trx, galaxy, player);
  });
};

export const resourcesOf = (p: PlayerRow) => ({
  credits: p.credits,
  food: p.food,
  iron: p.iron,
  endurium: p.endurium,
  octarine: p.octarine,
});

export const afterSpending = (p: PlayerRow, cost: Cost) => ({
  ...resourcesOf(p),
  credits: p.credits - cost.credits,
  iron: p.iron - cost.iron,
  endurium: p.endurium - cost.endurium,
  octarine: p.octarine - cost.octarine,
});

/** Spends or fails with the spec's `Insufficient {resource}: need N, have M`. */
export const mustSpend = async (trx: Queryable, player: PlayerRow, cost: Cost): Promise<void> => {
  if (!(await spend(trx, player.galaxy_id, player.id, cost))) {
    throw new AppError("insufficient_resources", insufficientResource(cost, player) ?? "Insufficient resources");
  }
};

export const creditsOnly = (credits: number): Cost => ({ credits, iron: 0, endurium: 0, octarine: 0 });
