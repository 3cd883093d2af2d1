import type { Queryable } from "../database.ts";

export interface PushSubscriptionRow {
  readonly endpoint: string;
  readonly userId: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: number;
}

const toRow = (r: {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  created_at: number;
}): PushSubscriptionRow => ({
  endpoint: r.endpoint,
  userId: r.user_id,
  p256dh: r.p256dh,
  auth: r.auth,
  createdAt: Number(r.created_at),
});

export const findPushSubscription = async (db: Queryable, endpoint: string): Promise<PushSubscriptionRow | null> => {
  const row = await db.selectFrom("push_subscriptions").selectAll().where("endpoint", "=", endpoint).executeTakeFirst();
  return row ? toRow(row) : null;
};

/**
 * Stores the subscription for `userId`; a browser re-subscribing refreshes its keys. Returns false when the
 * endpoint already belongs to another user (then nothing changes).
 */
export const savePushSubscription = async (db: Queryable, s: PushSubscriptionRow): Promise<boolean> => {
  await db
    .insertInto("push_subscriptions")
    .values({ endpoint: s.endpoint, user_id: s.userId, p256dh: s.p256dh, auth: s.auth, created_at: s.createdAt })
    .onConflict((oc) => oc.column("endpoint").doNothing())
    .execute();
  const r = await db
    .updateTable("push_subscriptions")
    .set({ p256dh: s.p256dh, auth: s.auth })
    .where("endpoint", "=", s.endpoint)
    .where("user_id", "=", s.userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const deletePushSubscription = async (db: Queryable, endpoint: string): Promise<void> => {
  await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).execute();
};

/** The user's subscriptions that existed when the notice was written (a later one does not get old news). */
export const subscriptionsOfUser = async (
  db: Queryable,
  userId: string,
  createdUpTo: number,
): Promise<PushSubscriptionRow[]> => {
  const rows = await db
    .selectFrom("push_subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("created_at", "<=", createdUpTo)
    .execute();
  return rows.map(toRow);
};
