import type { Queryable } from "../database.ts";

/** Blocks, reports and mutes of the message system (docs/messages.md). */

export const setBlock = async (
  db: Queryable,
  galaxyId: string,
  blockerId: string,
  blockedId: string,
  now: number,
): Promise<void> => {
  await db
    .insertInto("message_blocks")
    .values({ galaxy_id: galaxyId, blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(["galaxy_id", "blocker_id", "blocked_id"]).doNothing())
    .execute();
};

export const removeBlock = async (db: Queryable, galaxyId: string, blockerId: string, blockedId: string) => {
  await db
    .deleteFrom("message_blocks")
    .where("galaxy_id", "=", galaxyId)
    .where("blocker_id", "=", blockerId)
    .where("blocked_id", "=", blockedId)
    .execute();
};

export const isBlocked = async (db: Queryable, galaxyId: string, blockerId: string, blockedId: string) =>
  (await db
    .selectFrom("message_blocks")
    .select("blocked_id")
    .where("galaxy_id", "=", galaxyId)
    .where("blocker_id", "=", blockerId)
    .where("blocked_id", "=", blockedId)
    .executeTakeFirst()) !== undefined;

/** Everyone a player blocks. */
export const blockedBy = async (db: Queryable, galaxyId: string, blockerId: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .selectFrom("message_blocks")
        .select("blocked_id")
        .where("galaxy_id", "=", galaxyId)
        .where("blocker_id", "=", blockerId)
        .execute()
    ).map((r) => r.blocked_id),
  );

/** Stores a report; false when this reporter already reported this message. */
export const insertReport = async (
  db: Queryable,
  row: { galaxy_id: string; id: string; message_id: string; reporter_id: string; reason: string; created_at: number },
): Promise<boolean> => {
  const result = await db
    .insertInto("message_reports")
    .values(row)
    .onConflict((oc) => oc.columns(["galaxy_id", "message_id", "reporter_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

export interface ReportListing {
  readonly galaxyId: string;
  readonly reportId: string;
  readonly createdAt: number;
  readonly reason: string;
  readonly reporterName: string;
  readonly senderId: string;
  readonly senderName: string;
  readonly channel: string;
  readonly body: string;
}

/** Reports for operators, newest first, optionally of one galaxy. */
export const listReports = async (db: Queryable, galaxyId: string | null, limit: number): Promise<ReportListing[]> => {
  let query = db
    .selectFrom("message_reports as r")
    .innerJoin("messages as m", (j) => j.onRef("m.galaxy_id", "=", "r.galaxy_id").onRef("m.id", "=", "r.message_id"))
    .innerJoin("players as rp", (j) => j.onRef("rp.galaxy_id", "=", "r.galaxy_id").onRef("rp.id", "=", "r.reporter_id"))
    .innerJoin("players as sp", (j) => j.onRef("sp.galaxy_id", "=", "m.galaxy_id").onRef("sp.id", "=", "m.sender_id"))
    .select([
      "r.galaxy_id",
      "r.id",
      "r.created_at",
      "r.reason",
      "rp.username as reporter_name",
      "m.sender_id",
      "sp.username as sender_name",
      "m.channel",
      "m.body",
    ]);
  if (galaxyId !== null) query = query.where("r.galaxy_id", "=", galaxyId);
  const rows = await query.orderBy("r.created_at", "desc").orderBy("r.id").limit(limit).execute();
  return rows.map((r) => ({
    galaxyId: r.galaxy_id,
    reportId: r.id,
    createdAt: Number(r.created_at),
    reason: r.reason,
    reporterName: r.reporter_name,
    senderId: r.sender_id,
    senderName: r.sender_name,
    channel: r.channel,
    body: r.body,
  }));
};

/** Mutes a player in a galaxy until `until` (epoch ms), or for good with null; replaces an earlier mute. */
export const setMute = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  until: number | null,
  reason: string,
  now: number,
): Promise<void> => {
  await db
    .insertInto("message_mutes")
    .values({ galaxy_id: galaxyId, player_id: playerId, muted_until: until, reason, created_at: now })
    .onConflict((oc) =>
      oc.columns(["galaxy_id", "player_id"]).doUpdateSet({ muted_until: until, reason, created_at: now }),
    )
    .execute();
};

export const removeMute = async (db: Queryable, galaxyId: string, playerId: string): Promise<boolean> => {
  const result = await db
    .deleteFrom("message_mutes")
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The mute in force on a player now, if any: `until` null means for good. */
export const activeMute = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  now: number,
): Promise<{ until: number | null } | null> => {
  const row = await db
    .selectFrom("message_mutes")
    .select("muted_until")
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  if (!row) return null;
  const until = row.muted_until === null ? null : Number(row.muted_until);
  return until === null || until > now ? { until } : null;
};

/** A player an operator names by id or by exact name. */
export const findPlayerByIdOrName = async (db: Queryable, galaxyId: string, idOrName: string) =>
  (await db
    .selectFrom("players")
    .select(["id", "username"])
    .where("galaxy_id", "=", galaxyId)
    .where((eb) => eb.or([eb("id", "=", idOrName), eb("username", "=", idOrName)]))
    .executeTakeFirst()) ?? null;
