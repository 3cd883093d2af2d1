import type { NoticeText } from "../../notifications/texts/notice-texts.ts";
import type { Queryable } from "../database.ts";

/** One notice for one player, as the code that causes it describes it. */
export interface NewNotice {
  readonly id: string;
  readonly galaxyId: string;
  readonly playerId: string;
  readonly kind: string;
  /** What it says, rendered in the recipient's language when sent; `title` and `body` are its English. */
  readonly text: NoticeText;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly createdAt: number;
  /** Mail it at once (an incoming attack) rather than only in the next digest. */
  readonly immediateEmail: boolean;
}

export interface NoticeRow {
  readonly id: string;
  readonly userId: string;
  readonly galaxyId: string | null;
  readonly kind: string;
  /** Null on a notice written before notices had texts: its English `title` and `body` are sent as they are. */
  readonly text: NoticeText | null;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly createdAt: number;
}

/** A stored text (migration 0023), or null on an older notice. */
export const storedNoticeText = (code: string | null, params: string | null): NoticeText | null =>
  code === null ? null : ({ code, params: JSON.parse(params ?? "{}") as unknown } as NoticeText);

const toNotice = (r: {
  id: string;
  user_id: string;
  galaxy_id: string | null;
  kind: string;
  title: string;
  body: string;
  url: string;
  created_at: number;
  text_code: string | null;
  text_params: string | null;
}): NoticeRow => ({
  id: r.id,
  userId: r.user_id,
  galaxyId: r.galaxy_id,
  kind: r.kind,
  text: storedNoticeText(r.text_code, r.text_params),
  title: r.title,
  body: r.body,
  url: r.url,
  createdAt: Number(r.created_at),
});

const noticeColumns = [
  "id",
  "user_id",
  "galaxy_id",
  "kind",
  "title",
  "body",
  "url",
  "created_at",
  "text_code",
  "text_params",
] as const;

/**
 * Writes the notices into the outbox, in the caller's transaction. Players without a user (NPCs) get none;
 * the sender delivers them after the commit.
 */
export const insertNotices = async (db: Queryable, notices: readonly NewNotice[]): Promise<void> => {
  if (notices.length === 0) return;
  const players = await db
    .selectFrom("players")
    .select(["galaxy_id", "id", "user_id"])
    .where("galaxy_id", "in", [...new Set(notices.map((n) => n.galaxyId))])
    .where("id", "in", [...new Set(notices.map((n) => n.playerId))])
    .where("user_id", "is not", null)
    .execute();
  const userOf = new Map(players.map((p) => [`${p.galaxy_id}\u0000${p.id}`, p.user_id as string]));
  const rows = notices.flatMap((n) => {
    const userId = userOf.get(`${n.galaxyId}\u0000${n.playerId}`);
    if (!userId) return [];
    return [
      {
        id: n.id,
        user_id: userId,
        galaxy_id: n.galaxyId,
        kind: n.kind,
        text_code: n.text.code,
        text_params: JSON.stringify(n.text.params),
        title: n.title,
        body: n.body,
        url: n.url,
        created_at: n.createdAt,
        push_state: "pending",
        push_next_at: n.createdAt,
        email_state: n.immediateEmail ? "pending" : "none",
        email_next_at: n.createdAt,
      },
    ];
  });
  if (rows.length > 0) await db.insertInto("notification_outbox").values(rows).execute();
};

export const duePushNotices = async (db: Queryable, now: number, limit: number): Promise<NoticeRow[]> =>
  (
    await db
      .selectFrom("notification_outbox")
      .select(noticeColumns)
      .where("push_state", "=", "pending")
      .where("push_next_at", "<=", now)
      .orderBy("push_next_at")
      .limit(limit)
      .execute()
  ).map(toNotice);

export const dueEmailNotices = async (db: Queryable, now: number, limit: number): Promise<NoticeRow[]> =>
  (
    await db
      .selectFrom("notification_outbox")
      .select(noticeColumns)
      .where("email_state", "=", "pending")
      .where("email_next_at", "<=", now)
      .orderBy("email_next_at")
      .limit(limit)
      .execute()
  ).map(toNotice);

export const setPushState = async (db: Queryable, id: string, state: "pending" | "done", nextAt: number) => {
  await db
    .updateTable("notification_outbox")
    .set({ push_state: state, push_next_at: nextAt })
    .where("id", "=", id)
    .execute();
};

/** Moves the notice's e-mail from `from` to `to`; false when another sender got there first. */
export const moveEmailState = async (
  db: Queryable,
  id: string,
  from: string,
  to: string,
  nextAt: number,
): Promise<boolean> => {
  const r = await db
    .updateTable("notification_outbox")
    .set({ email_state: to, email_next_at: nextAt })
    .where("id", "=", id)
    .where("email_state", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** The user's notices written after `since`, oldest first, for a digest. */
export const noticesOfUserSince = async (db: Queryable, userId: string, since: number): Promise<NoticeRow[]> =>
  (
    await db
      .selectFrom("notification_outbox")
      .select(noticeColumns)
      .where("user_id", "=", userId)
      .where("created_at", ">", since)
      // Notices mailed at once (an incoming attack) belong to that path while it holds them, and once sent
      // are not repeated; only those it never took or gave up on go into a digest.
      .where("email_state", "in", ["none", "skipped"])
      .orderBy("created_at")
      .limit(100)
      .execute()
  ).map(toNotice);

/** Forgets settled notices older than `before` with their deliveries: the outbox is a queue, not a history. */
export const pruneNotices = async (db: Queryable, before: number): Promise<void> => {
  const old = db
    .selectFrom("notification_outbox")
    .select("id")
    .where("created_at", "<", before)
    .where("push_state", "=", "done")
    .where("email_state", "not in", ["pending", "sending"]);
  await db.deleteFrom("push_deliveries").where("outbox_id", "in", old).execute();
  await db
    .deleteFrom("notification_outbox")
    .where("created_at", "<", before)
    .where("push_state", "=", "done")
    .where("email_state", "not in", ["pending", "sending"])
    .execute();
};
