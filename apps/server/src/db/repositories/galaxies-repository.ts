import type { GalaxyConfig } from "@nova/rules";
import type { Selectable } from "kysely";
import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { GalaxiesTable } from "../schema.ts";

export type GalaxyRow = Selectable<GalaxiesTable>;

export const galaxyConfigOf = (g: GalaxyRow): GalaxyConfig => ({
  gridWidth: g.grid_width,
  gridHeight: g.grid_height,
  familyCount: g.family_count,
  planetsPerHomeSystem: g.planets_per_home_system,
  planetsPerNeutralSystem: g.planets_per_neutral_system,
  maxPlayersPerFamily: g.max_players_per_family,
  systemDensity: g.system_density,
  turnLengthMinutes: g.turn_length_minutes,
});

// Read on every galaxy request (turn-info, stats, the round gate): compiled once.
const galaxyById = preparedQuery((db, id: string) => db.selectFrom("galaxies").selectAll().where("id", "=", id));

export const findGalaxy = async (db: Queryable, id: string): Promise<GalaxyRow | null> =>
  ((await galaxyById(db, id))[0] as GalaxyRow | undefined) ?? null;

// The round gate asks every write request this one question: one column, compiled once.
const roundStatusById = preparedQuery((db, id: string) =>
  db.selectFrom("galaxies").select("round_status").where("id", "=", id),
);

/** A galaxy's round status ("running", "ended", ...), or null when there is no such galaxy. */
export const findRoundStatus = async (db: Queryable, id: string): Promise<string | null> =>
  (await roundStatusById(db, id))[0]?.round_status ?? null;

export const listGalaxies = async (db: Queryable): Promise<GalaxyRow[]> =>
  db.selectFrom("galaxies").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute();

export const insertGalaxy = async (db: Queryable, row: GalaxyRow): Promise<void> => {
  await db.insertInto("galaxies").values(row).execute();
};

/** Human player counts per galaxy (NPCs excluded). */
export const countPlayersByGalaxy = async (db: Queryable): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom("players")
    .select(["galaxy_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("galaxy_id")
    .execute();
  return new Map(rows.map((r) => [r.galaxy_id, Number(r.n)]));
};

export const invitedUserIds = async (db: Queryable, galaxyId: string): Promise<string[]> =>
  (
    await db
      .selectFrom("galaxy_invitations")
      .select("user_id")
      .where("galaxy_id", "=", galaxyId)
      .orderBy("invited_at")
      .execute()
  ).map((r) => r.user_id);

export const galaxiesInvitingUser = async (db: Queryable, userId: string): Promise<Set<string>> =>
  new Set(
    (await db.selectFrom("galaxy_invitations").select("galaxy_id").where("user_id", "=", userId).execute()).map(
      (r) => r.galaxy_id,
    ),
  );

/**
 * Moves a galaxy from turn `expected` to `expected + 1` and schedules the next flip. Returns false when
 * another worker (or a retry) already did: the caller must then roll back whatever it wrote.
 */
export const advanceGalaxyTurn = async (
  db: Queryable,
  galaxyId: string,
  expected: number,
  nextTurnAt: number,
): Promise<boolean> => {
  const result = await db
    .updateTable("galaxies")
    .set({ current_turn: expected + 1, next_turn_at: nextTurnAt })
    .where("id", "=", galaxyId)
    .where("current_turn", "=", expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Galaxies whose next flip is due at `now`. */
export const dueGalaxies = async (db: Queryable, now: number): Promise<GalaxyRow[]> =>
  db
    .selectFrom("galaxies")
    .selectAll()
    .where("status", "=", "active")
    .where("round_status", "=", "running")
    .where("next_turn_at", "<=", now)
    .orderBy("next_turn_at")
    .execute();

/** Whether a user holds an invitation to a galaxy. */
export const isInvited = async (db: Queryable, galaxyId: string, userId: string): Promise<boolean> =>
  (await db
    .selectFrom("galaxy_invitations")
    .select("user_id")
    .where("galaxy_id", "=", galaxyId)
    .where("user_id", "=", userId)
    .executeTakeFirst()) !== undefined;
