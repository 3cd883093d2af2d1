import type { Insertable } from "kysely";
import type { Queryable } from "../database.ts";
import type { BattleReportsTable } from "../schema.ts";

/** Reports a player may read: their own battles and their family's. */
const visibleReports = (db: Queryable, galaxyId: string, playerId: string, familyId: string | null) =>
  db
    .selectFrom("battle_reports")
    .select(["report"])
    .where("galaxy_id", "=", galaxyId)
    .where((eb) =>
      eb.or([
        eb("attacker_id", "=", playerId),
        eb("defender_id", "=", playerId),
        ...(familyId ? [eb("attacker_family_id", "=", familyId), eb("defender_family_id", "=", familyId)] : []),
      ]),
    );

/** The newest 200 reports a player may read, as stored JSON, newest turn first. */
export const listVisibleBattleReports = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  familyId: string | null,
): Promise<string[]> =>
  (
    await visibleReports(db, galaxyId, playerId, familyId)
      .orderBy("turn_number", "desc")
      .orderBy("created_at", "desc")
      .limit(200)
      .execute()
  ).map((r) => r.report);

/** One report a player may read, as stored JSON, or null. */
export const findVisibleBattleReport = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  familyId: string | null,
  reportId: string,
): Promise<string | null> =>
  (await visibleReports(db, galaxyId, playerId, familyId).where("id", "=", reportId).executeTakeFirst())?.report ??
  null;

/** A battle the attacker fought against the defender since a time, if any. */
export const findRecentAttack = (
  db: Queryable,
  galaxyId: string,
  attackerId: string,
  defenderId: string,
  since: number,
) =>
  db
    .selectFrom("battle_reports")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("attacker_id", "=", attackerId)
    .where("defender_id", "=", defenderId)
    .where("created_at", ">", since)
    .executeTakeFirst();

export const insertBattleReport = async (db: Queryable, row: Insertable<BattleReportsTable>): Promise<void> => {
  await db.insertInto("battle_reports").values(row).execute();
};

/** The turns of an attacker's battles against a defender after a turn (the morale formula counts them by age). */
export const listAttackTurns = (
  db: Queryable,
  galaxyId: string,
  attackerId: string,
  defenderId: string,
  afterTurn: number,
) =>
  db
    .selectFrom("battle_reports")
    .select("turn_number")
    .where("galaxy_id", "=", galaxyId)
    .where("attacker_id", "=", attackerId)
    .where("defender_id", "=", defenderId)
    .where("turn_number", ">", afterTurn)
    .execute();
