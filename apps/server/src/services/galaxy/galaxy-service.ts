import type { Galaxy, PlayerSummary, TurnInfo } from "@nova/contract";
import { RACE_SPECS, RACES, type Race } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import {
  countPlayersByGalaxy,
  findGalaxy,
  galaxiesInvitingUser,
  galaxyConfigOf,
  invitedUserIds,
  listGalaxies,
  type GalaxyRow,
} from "../../db/repositories/galaxies-repository.ts";
import { findPlayerOfUser, listPlayers, listPlayersOfUser } from "../../db/repositories/players-repository.ts";
import { ownerTotals } from "../../db/repositories/planets-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { mayJoinGalaxy } from "./galaxy-access.ts";
import { roundView } from "../rounds/round-view.ts";

/** GET /galaxy/list: every galaxy with `canJoin`, `isOwner` and the caller's player computed for the caller. */
export const listGalaxiesFor = async (deps: ServiceDeps, user: AuthUser): Promise<Galaxy[]> => {
  const db = deps.db.kysely;
  const [galaxies, counts, invitedTo, players] = await Promise.all([
    listGalaxies(db),
    countPlayersByGalaxy(db),
    galaxiesInvitingUser(db, user.id),
    listPlayersOfUser(db, user.id),
  ]);
  const playerByGalaxy = new Map(players.map((p) => [p.galaxy_id, p.id]));
  return Promise.all(
    galaxies.map(async (g) => {
      const isOwner = g.owner_id === user.id;
      return galaxyView(g, {
        isOwner,
        canJoin: g.round_status !== "ended" && (!g.is_private || isOwner || invitedTo.has(g.id)),
        playerId: playerByGalaxy.get(g.id) ?? null,
        playerCount: counts.get(g.id) ?? 0,
        // Only the owner may see who is invited.
        allowedUserIds: isOwner ? await invitedUserIds(db, g.id) : [],
      });
    }),
  );
};

const galaxyView = (
  g: GalaxyRow,
  caller: {
    isOwner: boolean;
    canJoin: boolean;
    playerId: string | null;
    playerCount: number;
    allowedUserIds: string[];
  },
): Galaxy => ({
  id: g.id,
  shardId: g.shard_id,
  name: g.name,
  status: g.status as Galaxy["status"],
  createdAt: iso(g.created_at),
  config: galaxyConfigOf(g),
  ownerId: g.owner_id,
  isPrivate: g.is_private === 1,
  ...caller,
  currentTurn: g.current_turn,
  round: roundView(g),
});

/** Loads a galaxy the caller may see: private galaxies are hidden (404) from everyone but owner, invitees and members. */
export const visibleGalaxy = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<GalaxyRow> => {
  const db = deps.db.kysely;
  const galaxy = await findGalaxy(db, galaxyId);
  if (!galaxy) throw refuse("galaxy_not_found");
  if (galaxy.is_private && !(await mayJoinGalaxy(db, galaxy, user.id))) {
    const member = await findPlayerOfUser(db, galaxyId, user.id);
    if (!member) throw refuse("galaxy_not_found");
  }
  return galaxy;
};

/**
 * GET /galaxy/players/{galaxyId}. Networth and population are public standings; a player's resources
 * are shown only to that player (others learn them through spy operations).
 */
export const listGalaxyPlayers = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<PlayerSummary[]> => {
  await visibleGalaxy(deps, user, galaxyId);
  const db = deps.db.kysely;
  const [players, totals] = await Promise.all([listPlayers(db, galaxyId), ownerTotals(db, galaxyId)]);
  return players.map((p) => ({
    playerId: p.id,
    username: p.username,
    race: p.race as Race,
    familyId: p.family_id,
    isNpc: p.is_npc === 1,
    networth: p.networth,
    population: totals.get(p.id)?.population ?? 0,
    resources:
      p.user_id === user.id
        ? { credits: p.credits, food: p.food, iron: p.iron, endurium: p.endurium, octarine: p.octarine }
        : null,
  }));
};

/**
 * GET /galaxy/turn-info/{galaxyId}. A flip that is due but not yet committed reads as "processing". Nothing in it
 * depends on the caller: `isPublic` hears when every signed-in caller may read it as it is (the galaxy is public).
 */
export const turnInfo = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  isPublic: () => void = () => undefined,
): Promise<TurnInfo> => {
  const g = await visibleGalaxy(deps, user, galaxyId);
  if (!g.is_private) isPublic();
  return {
    galaxyId: g.id,
    currentTurn: g.current_turn,
    phase:
      g.round_status === "running" && g.status === "active" && g.next_turn_at <= deps.clock.now()
        ? "processing"
        : "open",
    turnLengthMinutes: g.turn_length_minutes,
    nextTurnAt: iso(g.next_turn_at),
    status: g.status as TurnInfo["status"],
    round: roundView(g),
  };
};

/** GET /galaxy/races: the five races with their bonuses (rules.md 10.2). */
export const raceList = () =>
  RACES.map((race) => {
    const spec = RACE_SPECS[race];
    return {
      race,
      description: spec.description,
      bonuses: { ...spec.bonuses },
      canBuildTaxOffices: spec.taxOffices,
      canBuildDroids: spec.droids,
      colour: spec.colour,
    };
  });
