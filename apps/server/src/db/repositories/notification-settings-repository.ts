import type { Queryable } from "../database.ts";

export interface NotificationSettingsRow {
  readonly userId: string;
  readonly saved: boolean;
  readonly webPush: boolean;
  readonly email: boolean;
  readonly emailAddress: string | null;
  readonly emailConfirmed: boolean;
  readonly events: Record<string, boolean>;
  readonly quietFrom: string | null;
  readonly quietTo: string | null;
  readonly timeZone: string;
  readonly lastSeenAt: number;
  readonly lastDigestAt: number;
}

type Raw = {
  user_id: string;
  saved: number;
  web_push: number;
  email: number;
  email_address: string | null;
  email_confirmed: number;
  events: string;
  quiet_from: string | null;
  quiet_to: string | null;
  time_zone: string;
  last_seen_at: number;
  last_digest_at: number;
};

const toRow = (r: Raw): NotificationSettingsRow => ({
  userId: r.user_id,
  saved: r.saved === 1,
  webPush: r.web_push === 1,
  email: r.email === 1,
  emailAddress: r.email_address,
  emailConfirmed: r.email_confirmed === 1,
  events: JSON.parse(r.events) as Record<string, boolean>,
  quietFrom: r.quiet_from,
  quietTo: r.quiet_to,
  timeZone: r.time_zone,
  lastSeenAt: Number(r.last_seen_at),
  lastDigestAt: Number(r.last_digest_at),
});

export const findNotificationSettings = async (
  db: Queryable,
  userId: string,
): Promise<NotificationSettingsRow | null> => {
  const row = await db.selectFrom("notification_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return row ? toRow(row) : null;
};

export const findNotificationSettingsOf = async (
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotificationSettingsRow>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom("notification_settings").selectAll().where("user_id", "in", userIds).execute();
  return new Map(rows.map((r) => [r.user_id, toRow(r)]));
};

/** Writes the player's choices; last-seen and digest bookkeeping stay as they are. */
export const saveNotificationSettings = async (
  db: Queryable,
  s: Omit<NotificationSettingsRow, "saved" | "lastSeenAt" | "lastDigestAt">,
  now: number,
): Promise<void> => {
  const values = {
    saved: 1,
    web_push: s.webPush ? 1 : 0,
    email: s.email ? 1 : 0,
    email_address: s.emailAddress,
    email_confirmed: s.emailConfirmed ? 1 : 0,
    events: JSON.stringify(s.events),
    quiet_from: s.quietFrom,
    quiet_to: s.quietTo,
    time_zone: s.timeZone,
    updated_at: now,
  };
  await db
    .insertInto("notification_settings")
    .values({ user_id: s.userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
};

/** Records that the user was here (any signed-in request); creates the default row on first sight. */
export const touchLastSeen = async (
  db: Queryable,
  userId: string,
  now: number,
  defaults: { events: Record<string, boolean>; timeZone: string },
): Promise<void> => {
  await db
    .insertInto("notification_settings")
    .values({
      user_id: userId,
      events: JSON.stringify(defaults.events),
      time_zone: defaults.timeZone,
      last_seen_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_seen_at: now }))
    .execute();
};

/** Confirms the address only if it is still the one on file (a later change voids older links). */
export const confirmEmailAddress = async (db: Queryable, userId: string, address: string): Promise<boolean> => {
  const r = await db
    .updateTable("notification_settings")
    .set({ email_confirmed: 1, email: 1 })
    .where("user_id", "=", userId)
    .where("email_address", "=", address)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const turnEmailOff = async (db: Queryable, userId: string, address: string): Promise<boolean> => {
  const r = await db
    .updateTable("notification_settings")
    .set({ email: 0 })
    .where("user_id", "=", userId)
    .where("email_address", "=", address)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** Users who receive mail at all: e-mail on and the address confirmed. */
export const listMailRecipients = async (
  db: Queryable,
  digestDueBefore: number,
): Promise<NotificationSettingsRow[]> => {
  const rows = await db
    .selectFrom("notification_settings")
    .selectAll()
    .where("email", "=", 1)
    .where("email_confirmed", "=", 1)
    .where("last_digest_at", "<=", digestDueBefore)
    .limit(200)
    .execute();
  return rows.map(toRow);
};

/** Takes the user's digest turn: only the process whose update matches `previous` sends it (at most once). */
export const claimDigest = async (db: Queryable, userId: string, previous: number, now: number): Promise<boolean> => {
  const r = await db
    .updateTable("notification_settings")
    .set({ last_digest_at: now })
    .where("user_id", "=", userId)
    .where("last_digest_at", "=", previous)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};
