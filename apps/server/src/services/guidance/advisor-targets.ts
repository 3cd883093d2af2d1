import { createHash } from "node:crypto";
import { advisorTargets, isRival, type TargetEmpire } from "@nova/rules";
import { readSnapshot, transact } from "../../db/database.ts";
import {
  findAdvisorTargets,
  findPlanetPlace,
  findTargetEmpire,
  replaceAdvisorTargets,
  targetEmpires,
  targetPlanets,
} from "../../db/repositories/advisor-targets-repository.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";
import type { ServiceDeps } from "../deps.ts";

// Issue 12: the advisor's targets change only when planets change hands or protection ends, mostly at flips. The
// turn worker computes them for every empire once a flip has committed (one search per empire over a grid of the
// galaxy's planets) and stores them; an advice request reads its row and checks it still holds, and computes
// its own targets from the whole galaxy only when it does not (docs/turn-worker.md, "The advisor's targets").

/** Names a set of planets: a stored row counts only for the planets it was computed from. */
export const planetsKey = (planetIds: readonly string[]): string =>
  createHash("sha1")
    .update([...planetIds].sort().join("\n"))
    .digest("base64url");

/**
 * After a flip has committed (the turn worker): every empire's targets at the galaxy's current turn, from one
 * consistent read of the galaxy, replacing the stored ones. Answers the number of rows written; none when the
 * galaxy has moved on since the read (a later refresh writes its own).
 */
export const refreshAdvisorTargets = async (deps: ServiceDeps, galaxyId: string): Promise<number> => {
  const read = await readSnapshot(deps.db, async (trx) => {
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) return null;
    const [planets, empires] = await Promise.all([targetPlanets(trx, galaxyId), targetEmpires(trx, galaxyId)]);
    return { turn: galaxy.current_turn, planets, empires };
  });
  if (!read) return 0;
  const targets = advisorTargets(read.planets, read.empires, read.turn);
  const owned = new Map<string, string[]>();
  for (const p of read.planets) {
    if (p.ownerId === null) continue;
    const ids = owned.get(p.ownerId);
    if (ids) ids.push(p.id);
    else owned.set(p.ownerId, [p.id]);
  }
  const rows = read.empires.map((e) => ({
    galaxy_id: galaxyId,
    player_id: e.id,
    turn: read.turn,
    planets_key: planetsKey(owned.get(e.id) ?? []),
    free_planet_id: targets.get(e.id)?.freePlanetId ?? null,
    rival_id: targets.get(e.id)?.rivalId ?? null,
  }));
  return transact(deps.db, async (trx) => {
    if ((await findGalaxy(trx, galaxyId))?.current_turn !== read.turn) return 0;
    await replaceAdvisorTargets(trx, deps.db, galaxyId, rows);
    return rows.length;
  });
};

/** The advisor's free planet (with its place) and rival (with its name) for one empire, or null for none. */
export interface EmpireTargets {
  readonly free: { readonly id: string; readonly x: number; readonly y: number } | null;
  readonly rival: { readonly id: string; readonly username: string } | null;
}

/**
 * The targets of `player` at `turn`: the stored ones while they hold (computed at this turn from the planets the
 * empire holds now, the free planet still free, the rival still a rival), else computed from the whole galaxy.
 * A free planet or rival that appeared since the flip (a planet freed by a battle, an empire that gave up its
 * protection) is seen from the next flip on.
 */
export const targetsOf = async (
  deps: ServiceDeps,
  galaxyId: string,
  turn: number,
  player: TargetEmpire,
  planetIds: readonly string[],
): Promise<EmpireTargets> => {
  const db = deps.db.kysely;
  const stored = await findAdvisorTargets(db, galaxyId, player.id);
  if (stored && stored.turn === turn && stored.planets_key === planetsKey(planetIds)) {
    const [free, rival] = await Promise.all([
      stored.free_planet_id === null ? null : findPlanetPlace(db, galaxyId, stored.free_planet_id),
      stored.rival_id === null ? null : findTargetEmpire(db, galaxyId, stored.rival_id),
    ]);
    const freeHolds = stored.free_planet_id === null || (free !== null && free.owner_id === null);
    const rivalHolds = stored.rival_id === null || (rival !== null && isRival(player, rival, turn));
    if (freeHolds && rivalHolds) return { free: free && placeOf(free), rival: rival && nameOf(rival) };
  }
  const [planets, empires] = await Promise.all([targetPlanets(db, galaxyId), targetEmpires(db, galaxyId)]);
  const found = advisorTargets(planets, empires, turn, [player]).get(player.id);
  const free = planets.find((p) => p.id === found?.freePlanetId) ?? null;
  const rival = found?.rivalId ? await findTargetEmpire(db, galaxyId, found.rivalId) : null;
  return { free: free && placeOf(free), rival: rival && nameOf(rival) };
};

const placeOf = (planet: { id: string; x: number; y: number }) => ({ id: planet.id, x: planet.x, y: planet.y });
const nameOf = (empire: { id: string; username: string }) => ({ id: empire.id, username: empire.username });
