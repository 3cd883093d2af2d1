import { sql } from "kysely";
import type { DialectName, Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";

/** What the family rules need about one member: role, vote, whether human, and the private treasury. */
export interface FamilyRosterRow {
  readonly playerId: string;
  readonly username: string;
  readonly familyId: string;
  readonly role: string;
  readonly votedFor: string | null;
  readonly isNpc: boolean;
  readonly credits: number;
  readonly foundedAt: number;
}

const familyNameRows = preparedQuery((db, galaxyId: string, familyId: string) =>
  db.selectFrom("families").select("name").where("galaxy_id", "=", galaxyId).where("id", "=", familyId),
);

/** A family's name; null when it is gone. */
export const familyName = async (db: Queryable, galaxyId: string, familyId: string): Promise<string | null> =>
  (await familyNameRows(db, galaxyId, familyId))[0]?.name ?? null;

const rosterColumns = [
  "id",
  "username",
  "family_id",
  "family_role",
  "voted_for",
  "is_npc",
  "credits",
  "created_at",
] as const;

type RosterSelect = {
  id: string;
  username: string;
  family_id: string | null;
  family_role: string;
  voted_for: string | null;
  is_npc: number;
  credits: number;
  created_at: number;
};

const rosterRow = (r: RosterSelect): FamilyRosterRow => ({
  playerId: r.id,
  username: r.username,
  familyId: r.family_id ?? "",
  role: r.family_role,
  votedFor: r.voted_for,
  isNpc: r.is_npc === 1,
  credits: Number(r.credits),
  foundedAt: Number(r.created_at),
});

/** The members of one family. */
export const familyRoster = async (db: Queryable, galaxyId: string, familyId: string): Promise<FamilyRosterRow[]> =>
  (
    await db
      .selectFrom("players")
      .select(rosterColumns)
      .where("galaxy_id", "=", galaxyId)
      .where("family_id", "=", familyId)
      .execute()
  ).map(rosterRow);

/**
 * For the flip's election: the members of every family in which at least one vote has been cast, in one query.
 * A family without any vote cannot change its leader (rules.md 17), so it is not read at all.
 */
export const votingFamiliesRoster = async (db: Queryable, galaxyId: string): Promise<FamilyRosterRow[]> =>
  (
    await db
      .selectFrom("players")
      .select(rosterColumns)
      .where("galaxy_id", "=", galaxyId)
      .where("family_id", "in", (eb) =>
        eb
          .selectFrom("players as v")
          .select("v.family_id")
          .where("v.galaxy_id", "=", galaxyId)
          .where("v.voted_for", "is not", null)
          .where("v.family_id", "is not", null),
      )
      .execute()
  ).map(rosterRow);

/** Every family of the galaxy with its member count and the name of its leader (null while it has none). */
export const listFamiliesWithLeaders = async (
  db: Queryable,
  galaxyId: string,
): Promise<{ familyId: string; name: string; memberCount: number; leaderUsername: string | null }[]> => {
  const rows = await db
    .selectFrom("families as f")
    .leftJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "f.galaxy_id").onRef("p.family_id", "=", "f.id"))
    .select((eb) => [
      "f.id",
      "f.name",
      eb.fn.count<number>("p.id").as("member_count"),
      sql<string | null>`max(case when ${eb.ref("p.family_role")} = 'leader' then ${eb.ref("p.username")} end)`.as(
        "leader_username",
      ),
    ])
    .where("f.galaxy_id", "=", galaxyId)
    .groupBy(["f.id", "f.name"])
    .execute();
  return rows.map((r) => ({
    familyId: r.id,
    name: r.name,
    memberCount: Number(r.member_count),
    leaderUsername: r.leader_username,
  }));
};

/** Records a vote (inside the voter's order transaction). */
export const setVote = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  candidateId: string,
): Promise<void> => {
  await db
    .updateTable("players")
    .set({ voted_for: candidateId })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();
};

/** Sets one member's role. */
export const setFamilyRole = async (db: Queryable, galaxyId: string, playerId: string, role: string): Promise<void> => {
  await db
    .updateTable("players")
    .set({ family_role: role })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .execute();
};

/** Mirrors the elected leader on the family row (the players' `family_role` is the source of truth). */
export const setFamilyLeader = async (
  db: Queryable,
  galaxyId: string,
  familyId: string,
  leaderId: string | null,
): Promise<void> => {
  await db
    .updateTable("families")
    .set({ leader_id: leaderId })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", familyId)
    .execute();
};

/** The ids of a galaxy's families, in id order. */
export const listFamilyIds = async (db: Queryable, galaxyId: string): Promise<string[]> =>
  (await db.selectFrom("families").select("id").where("galaxy_id", "=", galaxyId).orderBy("id").execute()).map(
    (f) => f.id,
  );

/** The ids of a family's members. */
export const listFamilyMemberIds = async (db: Queryable, galaxyId: string, familyId: string): Promise<string[]> =>
  (
    await db
      .selectFrom("players")
      .select("id")
      .where("galaxy_id", "=", galaxyId)
      .where("family_id", "=", familyId)
      .execute()
  ).map((m) => m.id);

/** A family's members with their roles, richest first. */
export const listFamilyMembersByNetworth = (db: Queryable, galaxyId: string, familyId: string) =>
  db
    .selectFrom("players")
    .select(["id", "username", "family_role", "networth"])
    .where("galaxy_id", "=", galaxyId)
    .where("family_id", "=", familyId)
    .orderBy("networth", "desc")
    .orderBy("id")
    .execute();

/**
 * Serialises the elections of one family inside the caller's transaction: two members voting at the same moment
 * hold their elections one after the other, and the second reads the first's vote. SQLite runs one writer at a
 * time already; PostgreSQL takes a transaction-scoped advisory lock on the family.
 */
export const lockFamilyElection = async (
  trx: Queryable,
  dialect: DialectName,
  galaxyId: string,
  familyId: string,
): Promise<void> => {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext(${galaxyId}), hashtext(${`family:${familyId}`}))`.execute(trx);
  }
};
