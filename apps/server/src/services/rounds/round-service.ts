import type { AccountHistoryEntry, HallOfFameEntry, NamedAward, RoundInfo, RoundResults } from "@nova/contract";
import type { Race, RoundAward } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import {
  awardWinnerNames,
  endedRounds,
  roundAwards,
  roundFamilyResults,
  roundLeaders,
  roundPlayerResults,
  userRoundResults,
  type RoundAwardRow,
  type RoundFamilyRow,
  type RoundPlayerRow,
} from "../../db/repositories/rounds-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { roundView } from "./round-view.ts";

/** GET /galaxy/round/{galaxyId}. */
export const galaxyRound = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<RoundInfo> =>
  roundView(await visibleGalaxy(deps, user, galaxyId));

const playerResult = (r: RoundPlayerRow) => ({
  rank: r.rank,
  playerId: r.player_id,
  empireName: r.empire_name,
  race: r.race as Race,
  familyName: r.family_name,
  networth: r.networth,
  planets: r.planets,
});

const familyResult = (f: RoundFamilyRow) => ({
  rank: f.rank,
  familyId: f.family_id,
  name: f.name,
  networth: f.networth,
  members: f.members,
});

const awardView = (a: RoundAwardRow) =>
  a.family_id !== null
    ? { award: a.award as RoundAward, familyId: a.family_id, value: a.value }
    : { award: a.award as RoundAward, playerId: a.player_id ?? "", value: a.value };

/** GET /galaxy/round/{galaxyId}/results: the frozen standings; a round still being played has none yet. */
export const roundResults = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<RoundResults> => {
  const galaxy = await visibleGalaxy(deps, user, galaxyId);
  if (galaxy.round_status !== "ended" || galaxy.results_frozen_at === null) {
    throw refuse("round_not_ended");
  }
  const db = deps.db.kysely;
  const [players, families, awards] = await Promise.all([
    roundPlayerResults(db, galaxyId),
    roundFamilyResults(db, galaxyId),
    roundAwards(db, [galaxyId]),
  ]);
  return { players: players.map(playerResult), families: families.map(familyResult), awards: awards.map(awardView) };
};

/** GET /hall-of-fame: every public galaxy's ended rounds, newest first, with winners and awards. */
export const hallOfFame = async (deps: ServiceDeps): Promise<HallOfFameEntry[]> => {
  const db = deps.db.kysely;
  const rounds = (await endedRounds(db)).filter((g) => g.is_private === 0 && g.results_frozen_at !== null);
  const ids = rounds.map((g) => g.id);
  const [leaders, awards, names] = await Promise.all([
    roundLeaders(db, ids),
    roundAwards(db, ids),
    awardWinnerNames(db, ids),
  ]);
  return rounds.map((g) => {
    const winner = leaders.players.find((p) => p.galaxy_id === g.id);
    const family = leaders.families.find((f) => f.galaxy_id === g.id);
    return {
      galaxyId: g.id,
      galaxyName: g.name,
      round: g.round_number,
      endTurn: g.end_turn,
      endedAt: iso(g.round_ended_at ?? g.results_frozen_at ?? 0),
      playerCount: leaders.counts.get(g.id) ?? 0,
      winner: winner ? playerResult(winner) : null,
      topFamily: family ? familyResult(family) : null,
      awards: awards
        .filter((a) => a.galaxy_id === g.id)
        .map((a): NamedAward => ({
          award: a.award as RoundAward,
          winnerName:
            (a.family_id !== null
              ? names.families.get(`${g.id}/${a.family_id}`)
              : names.players.get(`${g.id}/${a.player_id}`)) ?? "?",
          playerId: a.player_id,
          familyId: a.family_id,
          value: a.value,
        })),
    };
  });
};

/** GET /account/history: the caller's own empires in ended rounds, with rank, networth, planets and awards. */
export const accountHistory = async (deps: ServiceDeps, user: AuthUser): Promise<AccountHistoryEntry[]> => {
  const db = deps.db.kysely;
  const rows = await userRoundResults(db, user.id);
  const ids = [...new Set(rows.map((r) => r.galaxy_id))];
  const [awards, leaders] = await Promise.all([roundAwards(db, ids), roundLeaders(db, ids)]);
  return rows.map((r) => ({
    galaxyId: r.galaxy_id,
    galaxyName: r.galaxy_name,
    round: r.round_number,
    endedAt: iso(r.round_ended_at ?? 0),
    playerId: r.player_id,
    empireName: r.empire_name,
    race: r.race as Race,
    rank: r.rank,
    playerCount: leaders.counts.get(r.galaxy_id) ?? 0,
    networth: r.networth,
    planets: r.planets,
    awards: awards
      .filter((a) => a.galaxy_id === r.galaxy_id && a.player_id === r.player_id)
      .map((a) => a.award as RoundAward),
  }));
};
