import { networth, turnLengthMs } from "@nova/rules";
import { lockGalaxy, type Queryable } from "../db/database.ts";
import { insertEvents } from "../db/repositories/events-repository.ts";
import { unitTotalsByPlayer } from "../db/repositories/fleets-repository.ts";
import { advanceGalaxyTurn, dueGalaxies, findGalaxy } from "../db/repositories/galaxies-repository.ts";
import { ownerTotals } from "../db/repositories/planets-repository.ts";
import { listPlayers, updateNetworth } from "../db/repositories/players-repository.ts";
import { notFound } from "../http/app-error.ts";
import type { ServiceDeps } from "./deps.ts";

export interface FlipResult {
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
}

/**
 * Processes the galaxy's next scheduled flip, as if its time had come. Exactly once: the turn advances
 * with a conditional update on the expected turn, inside the same transaction as every change the flip
 * makes, so a retry, a crash or a second process never applies a turn twice. Returns null if the flip
 * was already taken by someone else.
 */
export const processNextFlip = async (
  deps: ServiceDeps,
  galaxyId: string,
  options: { onlyIfDueAt?: number } = {},
): Promise<FlipResult | null> =>
  deps.db.kysely.transaction().execute(async (trx) => {
    await lockGalaxy(trx, deps.db.dialect, galaxyId);
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) throw notFound("Galaxy not found");
    const expected = galaxy.current_turn;
    const flipTime = galaxy.next_turn_at;
    // The scheduler re-checks under the lock: another worker may have just processed this flip.
    if (options.onlyIfDueAt !== undefined && (flipTime > options.onlyIfDueAt || galaxy.status !== "active"))
      return null;
    if (!(await advanceGalaxyTurn(trx, galaxyId, expected, flipTime + turnLengthMs(galaxy.turn_length_minutes))))
      return null;
    const turn = expected + 1;
    await recomputeNetworth(trx, galaxyId);
    await insertEvents(trx, [
      {
        galaxyId,
        id: deps.ids.uuid(),
        playerId: null,
        familyId: null,
        eventType: "turn_flipped",
        summary: `Turn ${turn} began`,
        turnNumber: turn,
        isPublic: true,
        details: { turnNumber: turn },
        createdAt: flipTime,
      },
    ]);
    return { galaxyId, turn, flipTime };
  });

/** Step 7 of the flip: networth for every player from units, population, buildings, planets and RP. */
const recomputeNetworth = async (trx: Queryable, galaxyId: string): Promise<void> => {
  const [players, units, totals] = await Promise.all([
    listPlayers(trx, galaxyId),
    unitTotalsByPlayer(trx, galaxyId),
    ownerTotals(trx, galaxyId),
  ]);
  for (const p of players) {
    const t = totals.get(p.id);
    const u = units.get(p.id);
    if (!u) continue;
    const nw = networth({
      units: u,
      population: t?.population ?? 0,
      buildings: t?.buildings ?? 0,
      planets: t?.planets ?? 0,
      totalResearchPoints: p.research_points,
    });
    if (nw !== p.networth) await updateNetworth(trx, galaxyId, p.id, nw);
  }
};

/** Operator command: process the next `turns` flips at once. */
export const advanceTurns = async (deps: ServiceDeps, galaxyId: string, turns: number) => {
  const before = await findGalaxy(deps.db.kysely, galaxyId);
  if (!before) throw notFound("Galaxy not found");
  for (let i = 0; i < turns; i++) await processNextFlip(deps, galaxyId);
  const after = await findGalaxy(deps.db.kysely, galaxyId);
  return { galaxyId, fromTurn: before.current_turn, currentTurn: after?.current_turn ?? before.current_turn };
};

/** Scheduler tick: every flip that is due is processed, oldest first, missed flips one after another. */
export const processDueFlips = async (deps: ServiceDeps, maxFlipsPerGalaxy = 100): Promise<number> => {
  let processed = 0;
  for (const galaxy of await dueGalaxies(deps.db.kysely, deps.clock.now())) {
    for (let i = 0; i < maxFlipsPerGalaxy; i++) {
      if (!(await processNextFlip(deps, galaxy.id, { onlyIfDueAt: deps.clock.now() }))) break;
      processed++;
    }
  }
  return processed;
};
