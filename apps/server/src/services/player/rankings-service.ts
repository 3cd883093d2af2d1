import type {
  FamilyMemberRankingList,
  FamilyRankingList,
  PlayerRanking,
  PlayerRankingList,
  PublicEmpire,
} from "@nova/contract";
import type { Race } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findFamily, listStandings, type StandingRow } from "../../db/repositories/rankings-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { rankFamilies, rankPlayers } from "./ranking-order.ts";

/**
 * Rankings are public facts to anyone who may see the galaxy (a private galaxy is a 404 to outsiders, as on
 * every other read). Rows carry standings only, never resource stocks.
 */
const playerRanking = (row: StandingRow): PlayerRanking => ({
  playerId: row.playerId,
  playerName: row.playerName,
  race: row.race as Race,
  isNpc: row.isNpc,
  familyId: row.familyId,
  familyName: row.familyName,
  networth: row.networth,
  planetCount: row.planetCount,
  totalPopulation: row.totalPopulation,
  researchPoints: row.researchPoints,
  homeSystemCoordinates: row.homeX === null || row.homeY === null ? null : { x: row.homeX, y: row.homeY },
});

/** GET /rankings/players/{galaxyId}. */
export const playerRankings = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<PlayerRankingList> => {
  await visibleGalaxy(deps, user, galaxyId);
  const rows = await listStandings(deps.db.kysely, galaxyId);
  return { players: rankPlayers(rows).map(playerRanking) };
};

/** GET /rankings/families/{galaxyId}. */
export const familyRankings = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<FamilyRankingList> => {
  await visibleGalaxy(deps, user, galaxyId);
  const rows = await listStandings(deps.db.kysely, galaxyId);
  return { families: rankFamilies(rows) };
};

/** GET /rankings/families/{galaxyId}/{familyId}/members: 404 'Family not found' for a family of no such id. */
export const familyRankingMembers = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  familyId: string,
): Promise<FamilyMemberRankingList> => {
  await visibleGalaxy(deps, user, galaxyId);
  const db = deps.db.kysely;
  const family = await findFamily(db, galaxyId, familyId);
  if (!family) throw refuse("family_not_found");
  const rows = await listStandings(db, galaxyId, { familyId });
  return { familyId: family.id, familyName: family.name, members: rankPlayers(rows).map(playerRanking) };
};

/**
 * GET /rankings/empire/{galaxyId}/{playerId}: one empire's public standing and its rank, for "View Empire".
 * 404 'Player not found' for no such empire in the galaxy. Built field by field so nothing private can ride along.
 */
export const publicEmpire = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  playerId: string,
): Promise<PublicEmpire> => {
  await visibleGalaxy(deps, user, galaxyId);
  const ranked = rankPlayers(await listStandings(deps.db.kysely, galaxyId));
  const index = ranked.findIndex((row) => row.playerId === playerId);
  const row = ranked[index];
  if (!row) throw refuse("player_not_found");
  return {
    playerId: row.playerId,
    playerName: row.playerName,
    race: row.race as Race,
    isNpc: row.isNpc,
    familyId: row.familyId,
    familyName: row.familyName,
    networth: row.networth,
    population: row.totalPopulation,
    planetCount: row.planetCount,
    rank: index + 1,
    rankedEmpires: ranked.length,
    homeSystemCoordinates: row.homeX === null || row.homeY === null ? null : { x: row.homeX, y: row.homeY },
  };
};
