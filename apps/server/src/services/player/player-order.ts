import { insufficientResource, type Cost } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { transact, type Queryable } from "../../db/database.ts";
import { lockEmpires } from "../../db/locks.ts";
import { orderTransaction } from "../../db/group-commit.ts";
import { findGalaxy, type GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { findPlayerOfUser, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { spend } from "../../db/repositories/spending-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";

/**
 * Runs an order for the caller's empire in one transaction holding the player's order lock: load, let
 * the rules decide, spend with a conditional update, write the outcome and its events. All or nothing.
 * `claimedPlayerId` is a player id the request named: it must be the caller's own.
 * `otherEmpires` names the empires the order will write besides the caller's (a cast's target, a triggered
 * nuke's victim): their order locks are taken too, all in one fixed order (docs/locking.md). It is resolved
 * before the locks, so `work` must check that whoever it ends up writing is in `locked` (a planet may have
 * changed hands in between): see `mustBeLocked`.
 */
export const withPlayerOrder = async <T>(
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  work: (trx: Queryable, galaxy: GalaxyRow, player: PlayerRow, locked: ReadonlySet<string>) => Promise<T>,
  claimedPlayerId?: string,
  otherEmpires?: (db: Queryable, player: PlayerRow) => Promise<ReadonlyArray<string | null>>,
): Promise<T> => {
  const db = deps.db.kysely;
  if (deps.db.dialect === "sqlite" && !otherEmpires)
    return sqlitePlayerOrder(deps, user, galaxyId, work, claimedPlayerId);
  const known = await findPlayerOfUser(db, galaxyId, user.id);
  if (!known) return refuseWithoutEmpire(deps, user, galaxyId);
  if (claimedPlayerId !== undefined && claimedPlayerId !== known.id) {
    throw refuse("own_empire_only");
  }
  const others = otherEmpires ? (await otherEmpires(db, known)).filter((id): id is string => id !== null) : [];
  return transact(deps.db, async (trx) => {
    const locked = new Set(await lockEmpires(trx, deps.db.dialect, galaxyId, [known.id, ...others]));
    // Read after taking the lock: a flip or another order may have changed both just now.
    const galaxy = await findGalaxy(trx, galaxyId);
    const player = await findPlayerOfUser(trx, galaxyId, user.id);
    if (!player) throw refuse("player_not_found");
    return work(trx, openGalaxy(galaxy), player, locked);
  });
};

/**
 * An order that writes only rows of the caller's own empire (its resources, planets' jobs, research, its own private
 * events) and shared rows that no kept answer reads (the market's): a build or unit order, a research deposit or
 * allocation, a trade. Its writes move only its player's version of the kept answers (Db.writtenBy, decision 215),
 * so that every other player's polls go on being answered from them. An order that may write another empire's rows
 * (an attack, an operation, aid, family business) or anything a kept answer of another player reads (a galaxy's
 * turn, a family's name) must use withPlayerOrder.
 */
export const withOwnEmpireOrder = async <T>(
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  work: (trx: Queryable, galaxy: GalaxyRow, player: PlayerRow) => Promise<T>,
): Promise<T> =>
  deps.db.dialect === "sqlite"
    ? sqlitePlayerOrder(deps, user, galaxyId, work, undefined, true)
    : withPlayerOrder(deps, user, galaxyId, work);

/** An empire of the galaxy may see it; without one, the galaxy's own check decides which 404 it is. */
const refuseWithoutEmpire = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<never> => {
  await visibleGalaxy(deps, user, galaxyId);
  throw refuse("player_not_found");
};

/** The galaxy as read under the lock: the last flip may have ended the round while this order waited for it. */
const openGalaxy = (galaxy: GalaxyRow | null): GalaxyRow => {
  if (!galaxy) throw refuse("player_not_found");
  if (galaxy.round_status === "ended") throw refuse("round_ended");
  return galaxy;
};

const NO_EMPIRE = Symbol("no empire");

/**
 * `withPlayerOrder` on SQLite for an order that writes only the caller's empire: the order locks are no-ops there
 * (one connection, one transaction at a time), so the player read before the transaction, which PostgreSQL needs
 * for its lock keys, would only be read again under it. Same checks in the same order; without an empire, the
 * galaxy's own check (a read on the root handle) runs after the transaction ended, as it must.
 */
const sqlitePlayerOrder = async <T>(
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  work: (trx: Queryable, galaxy: GalaxyRow, player: PlayerRow, locked: ReadonlySet<string>) => Promise<T>,
  claimedPlayerId: string | undefined,
  ownRowsOnly = false,
): Promise<T> => {
  // Orders read together commit together (db/group-commit.ts): each still all or nothing, each seeing the last.
  const order = async (trx: Queryable) => {
    const player = await findPlayerOfUser(trx, galaxyId, user.id);
    if (!player) return NO_EMPIRE;
    if (claimedPlayerId !== undefined && claimedPlayerId !== player.id) throw refuse("own_empire_only");
    const galaxy = openGalaxy(await findGalaxy(trx, galaxyId));
    return { done: await work(trx, galaxy, player, new Set([player.id])) };
  };
  const writtenBy = ownRowsOnly ? deps.db.writtenBy : undefined;
  const outcome = await orderTransaction(deps.db)((trx) =>
    writtenBy ? writtenBy(user.id, () => order(trx)) : order(trx),
  );
  if (outcome === NO_EMPIRE) return refuseWithoutEmpire(deps, user, galaxyId);
  return outcome.done;
};

/**
 * Refuses to write an empire whose order lock this transaction does not hold (its planet changed hands between
 * resolving the target and taking the locks): the player simply tries again.
 */
export const mustBeLocked = (locked: ReadonlySet<string> | undefined, playerId: string | null): void => {
  if (locked && playerId !== null && !locked.has(playerId)) {
    throw refuse("target_changed_hands");
  }
};

export const resourcesOf = (p: Pick<PlayerRow, "credits" | "food" | "iron" | "endurium" | "octarine">) => ({
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
    // The conditional UPDATE lost a race the check before it had passed: say what is short now.
    const short = insufficientResource(cost, player);
    throw short ? refused(short) : refuse("insufficient_resources");
  }
};

export const creditsOnly = (credits: number): Cost => ({ credits, iron: 0, endurium: 0, octarine: 0 });
