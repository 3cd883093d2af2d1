import type { RankedEmpire, RankedFamily, AwardWinner } from "@nova/rules";
import type { Queryable } from "../database.ts";
import type { RoundAwardsTable, RoundFamilyResultsTable, RoundPlayerResultsTable } from "../schema.ts";
import type { GalaxyRow } from "./galaxies-repository.ts";

export type RoundPlayerRow = RoundPlayerResultsTable;
export type RoundFamilyRow = RoundFamilyResultsTable;
export type RoundAwardRow = RoundAwardsTable;

/**
 * Ends the round at `endedAt`, its last turn being the current one; false when it had ended already (a second
 * process or a retry).
 */
export const markRoundEnded = async (db: Queryable, galaxyId: string, endedAt: number): Promise<boolean> => {
  const result = await db
    .updateTable("galaxies")
    .set((eb) => ({
      round_status: "ended",
      status: "ended",
      round_ended_at: endedAt,
      end_turn: eb.ref("current_turn"),
    }))
    .where("id", "=", galaxyId)
    .where("round_status", "!=", "ended")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Claims the freeze of a round's results; false when they are frozen already, so they are written once. */
export const claimResultsFreeze = async (db: Queryable, galaxyId: string, frozenAt: number): Promise<boolean> => {
  const result = await db
    .updateTable("galaxies")
    .set({ results_frozen_at: frozenAt })
    .where("id", "=", galaxyId)
    .where("round_status", "=", "ended")
    .where("results_frozen_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Per-player tallies of the round for its awards: battles won, planets captured, successful operations. */
export const roundTallies = async (
  db: Queryable,
  galaxyId: string,
): Promise<Map<string, { battlesWon: number; planetsCaptured: number; successfulOperations: number }>> => {
  const tallies = new Map<string, { battlesWon: number; planetsCaptured: number; successfulOperations: number }>();
  const of = (id: string) => {
    let t = tallies.get(id);
    if (!t) tallies.set(id, (t = { battlesWon: 0, planetsCaptured: 0, successfulOperations: 0 }));
    return t;
  };
  // The outcome lives in the stored report; a round reads them once, when it ends.
  const battles = await db
    .selectFrom("battle_reports")
    .select(["attacker_id", "defender_id", "report"])
    .where("galaxy_id", "=", galaxyId)
    .execute();
  for (const b of battles) {
    const report = JSON.parse(b.report) as { winner?: string; planetOutcome?: string };
    of(report.winner === "attacker" ? b.attacker_id : b.defender_id).battlesWon += 1;
    if (report.planetOutcome === "captured") of(b.attacker_id).planetsCaptured += 1;
  }
  const operations = await db
    .selectFrom("operation_records")
    .select(["caster_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("galaxy_id", "=", galaxyId)
    .where("status", "=", "success")
    .where("is_fake", "=", 0)
    .groupBy("caster_id")
    .execute();
  for (const o of operations) of(o.caster_id).successfulOperations = Number(o.n);
  return tallies;
};

/** The user behind each player of the galaxy (null for NPCs). */
export const playerUsers = async (db: Queryable, galaxyId: string): Promise<Map<string, string | null>> =>
  new Map(
    (await db.selectFrom("players").select(["id", "user_id"]).where("galaxy_id", "=", galaxyId).execute()).map((r) => [
      r.id,
      r.user_id,
    ]),
  );

export const insertRoundResults = async (
  db: Queryable,
  galaxyId: string,
  players: readonly (RankedEmpire & { userId: string | null; isNpc: boolean })[],
  families: readonly RankedFamily[],
  awards: readonly AwardWinner[],
): Promise<void> => {
  // Chunks keep every statement under SQLite's bound-parameter limit.
  for (let i = 0; i < players.length; i += 200) {
    await db
      .insertInto("round_player_results")
      .values(
        players.slice(i, i + 200).map((p, k) => ({
          galaxy_id: galaxyId,
          player_id: p.playerId,
          user_id: p.userId,
          rank: p.rank,
          position: i + k + 1,
          empire_name: p.empireName,
          race: p.race,
          family_id: p.familyId,
          family_name: p.familyName,
          is_npc: p.isNpc ? 1 : 0,
          networth: p.networth,
          planets: p.planets,
          battles_won: p.battlesWon,
          planets_captured: p.planetsCaptured,
          successful_operations: p.successfulOperations,
        })),
      )
      .execute();
  }
  if (families.length > 0) {
    await db
      .insertInto("round_family_results")
      .values(
        families.map((f, i) => ({
          galaxy_id: galaxyId,
          family_id: f.familyId,
          rank: f.rank,
          position: i + 1,
          name: f.name,
          networth: f.networth,
          planets: f.planets,
          members: f.members,
        })),
      )
      .execute();
  }
  if (awards.length > 0) {
    await db
      .insertInto("round_awards")
      .values(
        awards.map((a) => ({
          galaxy_id: galaxyId,
          award: a.award,
          player_id: "playerId" in a ? a.playerId : null,
          family_id: "familyId" in a ? a.familyId : null,
          value: a.value,
        })),
      )
      .execute();
  }
};

export const roundPlayerResults = async (db: Queryable, galaxyId: string): Promise<RoundPlayerRow[]> =>
  db.selectFrom("round_player_results").selectAll().where("galaxy_id", "=", galaxyId).orderBy("position").execute();

export const roundFamilyResults = async (db: Queryable, galaxyId: string): Promise<RoundFamilyRow[]> =>
  db.selectFrom("round_family_results").selectAll().where("galaxy_id", "=", galaxyId).orderBy("position").execute();

export const roundAwards = async (db: Queryable, galaxyIds: readonly string[]): Promise<RoundAwardRow[]> =>
  galaxyIds.length === 0
    ? []
    : db.selectFrom("round_awards").selectAll().where("galaxy_id", "in", galaxyIds).orderBy("award").execute();

/** Ended rounds, newest first. */
export const endedRounds = async (db: Queryable): Promise<GalaxyRow[]> =>
  db
    .selectFrom("galaxies")
    .selectAll()
    .where("round_status", "=", "ended")
    .orderBy("round_ended_at", "desc")
    .orderBy("id")
    .execute();

/** The winner (first place) and the top family of each of these rounds. */
export const roundLeaders = async (
  db: Queryable,
  galaxyIds: readonly string[],
): Promise<{ players: RoundPlayerRow[]; families: RoundFamilyRow[]; counts: Map<string, number> }> => {
  if (galaxyIds.length === 0) return { players: [], families: [], counts: new Map() };
  const [players, families, counts] = await Promise.all([
    db
      .selectFrom("round_player_results")
      .selectAll()
      .where("galaxy_id", "in", galaxyIds)
      .where("position", "=", 1)
      .execute(),
    db
      .selectFrom("round_family_results")
      .selectAll()
      .where("galaxy_id", "in", galaxyIds)
      .where("position", "=", 1)
      .execute(),
    db
      .selectFrom("round_player_results")
      .select(["galaxy_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("galaxy_id", "in", galaxyIds)
      .groupBy("galaxy_id")
      .execute(),
  ]);
  return { players, families, counts: new Map(counts.map((c) => [c.galaxy_id, Number(c.n)])) };
};

/** Names of the players and families that won these awards. */
export const awardWinnerNames = async (
  db: Queryable,
  galaxyIds: readonly string[],
): Promise<{ players: Map<string, string>; families: Map<string, string> }> => {
  if (galaxyIds.length === 0) return { players: new Map(), families: new Map() };
  const [players, families] = await Promise.all([
    db
      .selectFrom("round_player_results")
      .select(["galaxy_id", "player_id", "empire_name"])
      .where("galaxy_id", "in", galaxyIds)
      .execute(),
    db
      .selectFrom("round_family_results")
      .select(["galaxy_id", "family_id", "name"])
      .where("galaxy_id", "in", galaxyIds)
      .execute(),
  ]);
  return {
    players: new Map(players.map((p) => [`${p.galaxy_id}/${p.player_id}`, p.empire_name])),
    families: new Map(families.map((f) => [`${f.galaxy_id}/${f.family_id}`, f.name])),
  };
};

/** The user's empires in ended rounds, newest round first. */
export const userRoundResults = async (
  db: Queryable,
  userId: string,
): Promise<(RoundPlayerRow & { galaxy_name: string; round_number: number; round_ended_at: number | null })[]> =>
  db
    .selectFrom("round_player_results as r")
    .innerJoin("galaxies as g", "g.id", "r.galaxy_id")
    .selectAll("r")
    .select(["g.name as galaxy_name", "g.round_number", "g.round_ended_at"])
    .where("r.user_id", "=", userId)
    .orderBy("g.round_ended_at", "desc")
    .orderBy("g.id")
    .execute();

/** Ended rounds whose follow-up is not finished: results not frozen yet, or a recurring next round not opened. */
export const roundsAwaitingFollowUp = async (db: Queryable): Promise<GalaxyRow[]> =>
  db
    .selectFrom("galaxies")
    .selectAll()
    .where("round_status", "=", "ended")
    .where((eb) =>
      eb.or([eb("results_frozen_at", "is", null), eb.and([eb("recurring", "=", 1), eb("next_galaxy_id", "is", null)])]),
    )
    .execute();

/** Claims opening the next round; false when another process (or an earlier run) did. */
export const claimNextRound = async (db: Queryable, galaxyId: string, nextGalaxyId: string): Promise<boolean> => {
  const result = await db
    .updateTable("galaxies")
    .set({ next_galaxy_id: nextGalaxyId })
    .where("id", "=", galaxyId)
    .where("next_galaxy_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Moves rounds whose sign-up window has closed to running; their first turn is one turn length later. */
export const startSignupRounds = async (db: Queryable, now: number): Promise<string[]> => {
  const due = await db
    .selectFrom("galaxies")
    .select(["id", "turn_length_minutes"])
    .where("round_status", "=", "signup")
    .where("signup_ends_at", "<=", now)
    .execute();
  const started: string[] = [];
  for (const g of due) {
    const result = await db
      .updateTable("galaxies")
      .set({ round_status: "running", round_started_at: now, next_turn_at: now + g.turn_length_minutes * 60_000 })
      .where("id", "=", g.id)
      .where("round_status", "=", "signup")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) started.push(g.id);
  }
  return started;
};

/** Moves the round's end; refuses (false) when it has ended or the turn is not after the current one. */
export const setEndTurn = async (db: Queryable, galaxyId: string, endTurn: number): Promise<boolean> => {
  const result = await db
    .updateTable("galaxies")
    .set({ end_turn: endTurn })
    .where("id", "=", galaxyId)
    .where("round_status", "!=", "ended")
    .where("current_turn", "<", endTurn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** The human players of a round (for the next round's invitation). */
export const humanPlayers = async (
  db: Queryable,
  galaxyId: string,
): Promise<{ id: string; family_id: string | null }[]> =>
  db
    .selectFrom("players")
    .select(["id", "family_id"])
    .where("galaxy_id", "=", galaxyId)
    .where("is_npc", "=", 0)
    .orderBy("id")
    .execute();
