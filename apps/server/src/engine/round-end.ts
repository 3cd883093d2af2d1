import { gameText } from "@nova/contract";
import { computeAwards, isLastTurn, rankRoundEmpires, rankRoundFamilies, type RoundEmpire } from "@nova/rules";
import { insertEvents } from "../db/repositories/events-repository.ts";
import type { GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import { listStandings } from "../db/repositories/rankings-repository.ts";
import {
  claimResultsFreeze,
  insertRoundResults,
  markRoundEnded,
  playerUsers,
  roundTallies,
} from "../db/repositories/rounds-repository.ts";
import type { Queryable } from "../db/database.ts";
import type { Ids } from "../platform/ids.ts";

export interface RoundEndContext {
  readonly trx: Queryable;
  readonly galaxy: GalaxyRow;
  readonly turn: number;
  readonly flipTime: number;
  readonly ids: Ids;
}

/**
 * The flip's commit step calls this inside its transaction, holding the galaxy's lock: the flip that reaches
 * the round's last turn ends the round and freezes its results in the same transaction, so the last flip and
 * the freeze commit together or not at all (a crash rolls both back and the next start replays the flip).
 * Returns whether this flip ended the round.
 */
export const endRoundIfLastTurn = async (ctx: RoundEndContext): Promise<boolean> => {
  if (!isLastTurn(ctx.turn, ctx.galaxy.end_turn)) return false;
  if (!(await markRoundEnded(ctx.trx, ctx.galaxy.id, ctx.flipTime))) return false;
  await freezeRoundResults(ctx.trx, ctx.galaxy, ctx.turn, ctx.flipTime, ctx.ids);
  return true;
};

/**
 * Writes the round's final standings and awards once: the claim is a conditional update on
 * `results_frozen_at`, in the caller's transaction, so a retry or a second process writes nothing.
 */
export const freezeRoundResults = async (
  trx: Queryable,
  galaxy: GalaxyRow,
  turn: number,
  now: number,
  ids: Ids,
): Promise<boolean> => {
  if (!(await claimResultsFreeze(trx, galaxy.id, now))) return false;
  const [standings, tallies, users] = await Promise.all([
    listStandings(trx, galaxy.id),
    roundTallies(trx, galaxy.id),
    playerUsers(trx, galaxy.id),
  ]);
  const empires: (RoundEmpire & { isNpc: boolean })[] = standings.map((s) => ({
    playerId: s.playerId,
    empireName: s.playerName,
    race: s.race,
    familyId: s.familyId,
    familyName: s.familyName,
    networth: s.networth,
    planets: s.planetCount,
    battlesWon: tallies.get(s.playerId)?.battlesWon ?? 0,
    planetsCaptured: tallies.get(s.playerId)?.planetsCaptured ?? 0,
    successfulOperations: tallies.get(s.playerId)?.successfulOperations ?? 0,
    isNpc: s.isNpc,
  }));
  const npcs = new Set(empires.filter((e) => e.isNpc).map((e) => e.playerId));
  const players = rankRoundEmpires(empires).map((p) => ({
    ...p,
    isNpc: npcs.has(p.playerId),
    userId: users.get(p.playerId) ?? null,
  }));
  const families = rankRoundFamilies(empires);
  const awards = computeAwards(players, families);
  await insertRoundResults(trx, galaxy.id, players, families, awards);
  const winner = players[0];
  await insertEvents(trx, [
    {
      galaxyId: galaxy.id,
      id: ids.uuid(),
      playerId: null,
      familyId: null,
      eventType: "round_ended",
      text: winner
        ? gameText("round_won", { round: galaxy.round_number, winner: winner.empireName, networth: winner.networth })
        : gameText("round_ended", { round: galaxy.round_number }),
      turnNumber: turn,
      isPublic: true,
      details: { round: galaxy.round_number, winnerId: winner?.playerId ?? null },
      createdAt: now,
    },
  ]);
  return true;
};
