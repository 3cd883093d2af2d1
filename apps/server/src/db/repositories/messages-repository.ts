import { sql, type ExpressionBuilder, type Insertable, type Selectable } from "kysely";
import type { Queryable } from "../database.ts";
import type { Database, MessagesTable } from "../schema.ts";

export type MessageRow = Selectable<MessagesTable>;
/** A message with its sender's current name. */
export type MessageWithSender = MessageRow & { sender_name: string };
/** A place in a channel: messages are ordered by (created_at, id). */
export interface MessageMark {
  readonly created_at: number;
  readonly id: string;
}

/** The key of a private conversation: both ids, sorted, so either side finds it. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export const insertMessage = async (db: Queryable, row: Insertable<MessagesTable>): Promise<void> => {
  await db.insertInto("messages").values(row).execute();
};

export const findMessage = async (db: Queryable, galaxyId: string, id: string): Promise<MessageRow | null> =>
  (await db
    .selectFrom("messages")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", id)
    .executeTakeFirst()) ?? null;

const withSender = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("messages as m")
    .innerJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "m.galaxy_id").onRef("p.id", "=", "m.sender_id"))
    .selectAll("m")
    .select("p.username as sender_name")
    .where("m.galaxy_id", "=", galaxyId);

/** Strictly before `mark` in channel order. */
const before =
  (mark: MessageMark) =>
  ({ eb, or, and }: ExpressionBuilder<Database & { m: MessagesTable }, "m">) =>
    or([
      eb("m.created_at", "<", mark.created_at),
      and([eb("m.created_at", "=", mark.created_at), eb("m.id", "<", mark.id)]),
    ]);

/** One page of the family channel, newest first; `limit + 1` rows tell whether an older page exists. */
export const familyPage = async (
  db: Queryable,
  galaxyId: string,
  familyId: string,
  mark: MessageMark | null,
  limit: number,
): Promise<MessageWithSender[]> => {
  let query = withSender(db, galaxyId).where("m.channel", "=", "family").where("m.family_id", "=", familyId);
  if (mark) query = query.where((eb) => before(mark)(eb));
  return query
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(limit + 1)
    .execute();
};

/** One page of a private conversation, newest first (`limit + 1` rows, as above). */
export const directPage = async (
  db: Queryable,
  galaxyId: string,
  pair: string,
  mark: MessageMark | null,
  limit: number,
): Promise<MessageWithSender[]> => {
  let query = withSender(db, galaxyId).where("m.pair_key", "=", pair);
  if (mark) query = query.where((eb) => before(mark)(eb));
  return query
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(limit + 1)
    .execute();
};

/** Messages a player sent since `since` (epoch ms), and when the oldest of them went: the rate limit's window. */
export const sentSince = async (
  db: Queryable,
  galaxyId: string,
  senderId: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> => {
  const row = await db
    .selectFrom("messages")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("galaxy_id", "=", galaxyId)
    .where("sender_id", "=", senderId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
};

/**
 * The latest private message of each conversation a player takes part in, newest conversation first. The player's
 * messages are read from the sender and the recipient indexes (an OR of the two would walk every message of the
 * galaxy), and each conversation's latest is then found through the conversation index.
 */
export const latestDirectMessages = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
): Promise<MessageWithSender[]> => {
  const direct = (side: "sender_id" | "recipient_id") =>
    db
      .selectFrom("messages")
      .select(["pair_key", "created_at"])
      .where("galaxy_id", "=", galaxyId)
      .where(side, "=", playerId)
      .where("channel", "=", "direct");
  const latest = db
    .selectFrom(direct("sender_id").unionAll(direct("recipient_id")).as("mine"))
    .select(["mine.pair_key", (eb) => eb.fn.max("mine.created_at").as("last_at")])
    .groupBy("mine.pair_key")
    .as("l");
  const rows = await db
    .selectFrom(latest)
    // CROSS JOIN keeps SQLite's join order (its planner would otherwise walk the galaxy's messages first).
    .crossJoin("messages as m")
    .where("m.galaxy_id", "=", galaxyId)
    .whereRef("m.pair_key", "=", "l.pair_key")
    .whereRef("m.created_at", "=", "l.last_at")
    .innerJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "m.galaxy_id").onRef("p.id", "=", "m.sender_id"))
    .selectAll("m")
    .select("p.username as sender_name")
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .execute();
  // Two messages of one conversation in the same millisecond: keep the later in channel order.
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.pair_key ?? "") && seen.add(r.pair_key ?? ""));
};

/**
 * Unread messages of one reader: on the family channel, and per other player in private. A message is unread
 * when someone else sent it after the reader's mark on that channel (or there is no mark).
 */
export const unreadCounts = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  familyId: string | null,
): Promise<{ family: number; direct: Map<string, number> }> => {
  const unreadAfterMark = (channelKey: ReturnType<typeof sql<string>>) =>
    db
      .selectFrom("messages as m")
      .leftJoin("message_reads as r", (j) =>
        j
          .onRef("r.galaxy_id", "=", "m.galaxy_id")
          .on("r.player_id", "=", playerId)
          .on((eb) => eb("r.channel_key", "=", channelKey)),
      )
      .where("m.galaxy_id", "=", galaxyId)
      .where("m.sender_id", "!=", playerId)
      .where((eb) =>
        eb.or([
          eb("r.read_at", "is", null),
          eb("m.created_at", ">", eb.ref("r.read_at")),
          eb.and([eb("m.created_at", "=", eb.ref("r.read_at")), eb("m.id", ">", eb.ref("r.read_id"))]),
        ]),
      );
  let family = 0;
  if (familyId !== null) {
    const row = await unreadAfterMark(sql<string>`${`family:${familyId}`}`)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("m.channel", "=", "family")
      .where("m.family_id", "=", familyId)
      .executeTakeFirstOrThrow();
    family = Number(row.n);
  }
  const rows = await unreadAfterMark(sql<string>`'direct:' || m.sender_id`)
    .select(["m.sender_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("m.channel", "=", "direct")
    .where("m.recipient_id", "=", playerId)
    .groupBy("m.sender_id")
    .execute();
  return { family, direct: new Map(rows.map((r) => [r.sender_id, Number(r.n)])) };
};

/** Moves a reader's mark on a channel forward to `mark`; never back. */
export const markRead = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  channelKey: string,
  mark: MessageMark,
): Promise<void> => {
  await db
    .insertInto("message_reads")
    .values({
      galaxy_id: galaxyId,
      player_id: playerId,
      channel_key: channelKey,
      read_at: mark.created_at,
      read_id: mark.id,
    })
    .onConflict((oc) =>
      oc
        .columns(["galaxy_id", "player_id", "channel_key"])
        .doUpdateSet({ read_at: mark.created_at, read_id: mark.id })
        .where((eb) =>
          eb.or([
            eb("message_reads.read_at", "<", mark.created_at),
            eb.and([eb("message_reads.read_at", "=", mark.created_at), eb("message_reads.read_id", "<", mark.id)]),
          ]),
        ),
    )
    .execute();
};

/** Current names of some players of a galaxy. */
export const playerNames = async (db: Queryable, galaxyId: string, ids: readonly string[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom("players")
            .select(["id", "username"])
            .where("galaxy_id", "=", galaxyId)
            .where("id", "in", [...ids])
            .execute()
        ).map((p) => [p.id, p.username]),
  );

/** Human members of a family: who hears of a family message. */
export const humanFamilyMemberIds = async (db: Queryable, galaxyId: string, familyId: string): Promise<string[]> =>
  (
    await db
      .selectFrom("players")
      .select("id")
      .where("galaxy_id", "=", galaxyId)
      .where("family_id", "=", familyId)
      .where("is_npc", "=", 0)
      .execute()
  ).map((p) => p.id);
