import { SCIENCE_FIELDS, type ScienceField } from "@nova/rules";
import type { Insertable, Selectable } from "kysely";
import type { DialectName, Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { PlayersTable } from "../schema.ts";
import { ALLOCATION_COLUMNS, FIELD_POINT_COLUMNS } from "./research-columns.ts";

export type PlayerRow = Selectable<PlayersTable>;

// The caller's empire, read by nearly every request: compiled once.
const playerOfUser = preparedQuery((db, galaxyId: string, userId: string) =>
  db.selectFrom("players").selectAll().where("galaxy_id", "=", galaxyId).where("user_id", "=", userId),
);

export const findPlayerOfUser = async (db: Queryable, galaxyId: string, userId: string): Promise<PlayerRow | null> =>
  ((await playerOfUser(db, galaxyId, userId))[0] as PlayerRow | undefined) ?? null;

export const findPlayer = async (db: Queryable, galaxyId: string, playerId: string): Promise<PlayerRow | null> =>
  (await db
    .selectFrom("players")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .executeTakeFirst()) ?? null;

export const listPlayers = async (db: Queryable, galaxyId: string): Promise<PlayerRow[]> =>
  db
    .selectFrom("players")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .orderBy("networth", "desc")
    .orderBy("id")
    .execute();

export const listPlayersOfUser = async (db: Queryable, userId: string): Promise<PlayerRow[]> =>
  db.selectFrom("players").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();

export const nameTaken = async (db: Queryable, galaxyId: string, nameKey: string): Promise<boolean> =>
  (await db
    .selectFrom("players")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("name_key", "=", nameKey)
    .executeTakeFirst()) !== undefined;

export const insertPlayer = async (db: Queryable, row: Insertable<PlayersTable>): Promise<void> => {
  await db.insertInto("players").values(row).execute();
};

export const updateNetworth = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  networth: number,
): Promise<void> => {
  await db
    .updateTable("players")
    .set({ networth })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();
};

/** Members per family, for placing a new player in the smallest family. */
export const familyMemberCounts = async (db: Queryable, galaxyId: string): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom("players")
    .select(["family_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("galaxy_id", "=", galaxyId)
    .where("family_id", "is not", null)
    .groupBy("family_id")
    .execute();
  return new Map(rows.map((r) => [r.family_id as string, Number(r.n)]));
};

/** Adds a research deposit to what the empire has invested and what the coming flips release. */
export const addResearchInvestment = (db: Queryable, galaxyId: string, playerId: string, amount: number) =>
  db
    .updateTable("players")
    .set((eb) => ({
      research_invested: eb("research_invested", "+", amount),
      research_remaining: eb("research_remaining", "+", amount),
    }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .returning(["credits", "research_invested", "research_remaining"])
    .executeTakeFirstOrThrow();

/** Stores a science allocation (percent per field). */
export const setResearchAllocationColumns = (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  allocation: Readonly<Record<ScienceField, number>>,
) =>
  db
    .updateTable("players")
    .set(Object.fromEntries(ALLOCATION_COLUMNS.map((column, i) => [column, allocation[SCIENCE_FIELDS[i]!]])))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();

/** An empire's name, race, networth and family name. */
const ownerWithFamily = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("players as p")
    .leftJoin("families as f", (j) => j.onRef("f.galaxy_id", "=", "p.galaxy_id").onRef("f.id", "=", "p.family_id"))
    .select(["p.username", "p.race", "p.family_id", "p.networth", "f.name as family_name"])
    .where("p.galaxy_id", "=", galaxyId)
    .where("p.id", "=", playerId),
);

export const findOwnerWithFamily = async (db: Queryable, galaxyId: string, playerId: string) => {
  const row = (await ownerWithFamily(db, galaxyId, playerId))[0];
  if (!row) throw new Error(`no player ${playerId} in galaxy ${galaxyId}`);
  return row;
};

/** Ends an empire's new-player protection (it launched an attack, rules.md 4). */
export const endProtection = (db: Queryable, galaxyId: string, playerId: string) =>
  db
    .updateTable("players")
    .set({ protected_until_turn: 0 })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();

/** Postgres: lock caster and target rows in id order, so two empires casting at each other never deadlock. */
export const lockPlayersInOrder = async (trx: Queryable, dialect: DialectName, galaxyId: string, ids: string[]) => {
  if (dialect !== "postgres") return;
  await trx
    .selectFrom("players")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("id", "in", [...new Set(ids)].sort())
    .orderBy("id")
    .forUpdate()
    .execute();
};

/** Sets an empire's morale; an operation on another empire also ends its new-player protection (rules.md 4). */
export const setMorale = (db: Queryable, galaxyId: string, playerId: string, morale: number, endProtection: boolean) =>
  db
    .updateTable("players")
    .set(endProtection ? { morale, protected_until_turn: 0 } : { morale })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();

/** Takes an amount of credits or iron from an empire (destroyed by an operation). */
export const takeResource = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  column: "credits" | "iron",
  amount: number,
): Promise<void> => {
  await db
    .updateTable("players")
    .set((eb) => ({ [column]: eb(column, "-", amount) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();
};

/** Takes research points per field, and `total` from the pool, from an empire. */
export const takeResearchPoints = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  lost: Readonly<Record<ScienceField, number>>,
  total: number,
): Promise<void> => {
  await db
    .updateTable("players")
    .set((eb) => ({
      ...Object.fromEntries(FIELD_POINT_COLUMNS.map((c) => [c, eb(c, "-", lost[c.slice(3) as ScienceField])])),
      research_points: eb("research_points", "-", total),
    }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();
};

/** Some empires, every column. */
export const listPlayersByIds = (db: Queryable, galaxyId: string, ids: readonly string[]) =>
  db
    .selectFrom("players")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "in", [...ids])
    .execute();
