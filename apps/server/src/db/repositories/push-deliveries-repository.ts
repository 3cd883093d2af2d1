import type { NoticeText } from "../../notifications/texts/notice-texts.ts";
import type { Queryable } from "../database.ts";
import { storedNoticeText } from "./notification-outbox-repository.ts";

export type DeliveryStatus = "pending" | "sending" | "retry" | "sent" | "gone" | "failed";

export interface DueDelivery {
  readonly outboxId: string;
  readonly endpoint: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly p256dh: string;
  readonly auth: string;
  readonly kind: string;
  /** The notice's text (null on an older notice: `title` and `body` as stored), and its recipient's language. */
  readonly text: NoticeText | null;
  readonly language: string | null;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly createdAt: number;
}

/** One delivery per (notice, subscription): the primary key is the idempotency key. */
export const insertDeliveries = async (
  db: Queryable,
  outboxId: string,
  endpoints: readonly string[],
  now: number,
): Promise<void> => {
  if (endpoints.length === 0) return;
  await db
    .insertInto("push_deliveries")
    .values(endpoints.map((endpoint) => ({ outbox_id: outboxId, endpoint, status: "pending", next_at: now })))
    .onConflict((oc) => oc.columns(["outbox_id", "endpoint"]).doNothing())
    .execute();
};

/** Deliveries ready to go whose subscription still exists. */
export const dueDeliveries = async (db: Queryable, now: number, limit: number): Promise<DueDelivery[]> => {
  const rows = await db
    .selectFrom("push_deliveries as d")
    .innerJoin("push_subscriptions as s", "s.endpoint", "d.endpoint")
    .innerJoin("notification_outbox as o", "o.id", "d.outbox_id")
    .leftJoin("account_language as l", "l.user_id", "o.user_id")
    .select([
      "d.outbox_id",
      "d.endpoint",
      "d.status",
      "d.attempts",
      "s.p256dh",
      "s.auth",
      "o.kind",
      "o.text_code",
      "o.text_params",
      "l.language",
      "o.title",
      "o.body",
      "o.url",
      "o.created_at",
    ])
    .where("d.status", "in", ["pending", "retry"])
    .where("d.next_at", "<=", now)
    .orderBy("d.next_at")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    outboxId: r.outbox_id,
    endpoint: r.endpoint,
    status: r.status as DeliveryStatus,
    attempts: r.attempts,
    p256dh: r.p256dh,
    auth: r.auth,
    kind: r.kind,
    text: storedNoticeText(r.text_code, r.text_params),
    language: r.language,
    title: r.title,
    body: r.body,
    url: r.url,
    createdAt: Number(r.created_at),
  }));
};

/**
 * Claims a delivery before its request goes out: only the caller whose update matches the status and attempt
 * count it read sends it. A claimed row left 'sending' by a crash is never sent again (at most once).
 */
export const claimDelivery = async (db: Queryable, d: DueDelivery): Promise<boolean> => {
  const r = await db
    .updateTable("push_deliveries")
    .set({ status: "sending", attempts: d.attempts + 1 })
    .where("outbox_id", "=", d.outboxId)
    .where("endpoint", "=", d.endpoint)
    .where("status", "=", d.status)
    .where("attempts", "=", d.attempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const finishDelivery = async (
  db: Queryable,
  outboxId: string,
  endpoint: string,
  status: DeliveryStatus,
  nextAt: number,
): Promise<void> => {
  await db
    .updateTable("push_deliveries")
    .set({ status, next_at: nextAt })
    .where("outbox_id", "=", outboxId)
    .where("endpoint", "=", endpoint)
    .execute();
};
