import webpush from "web-push";
import { findNotificationSettingsOf } from "../db/repositories/notification-settings-repository.ts";
import { duePushNotices, setPushState } from "../db/repositories/notification-outbox-repository.ts";
import {
  claimDelivery,
  dueDeliveries,
  finishDelivery,
  insertDeliveries,
  type DueDelivery,
} from "../db/repositories/push-deliveries-repository.ts";
import { deletePushSubscription, subscriptionsOfUser } from "../db/repositories/push-subscriptions-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import type { Notifier } from "./notifier.ts";
import { noticeWords } from "./texts/notice-catalogue.ts";
import { isQuietAt, quietEndsAt } from "./quiet-hours.ts";

export const EXPAND_BATCH = 100;
export const SEND_BATCH = 50;
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const SEND_TIMEOUT_MS = 10_000;
/** A push service keeps an undelivered notice this long (the browser may be offline). */
const TTL_SECONDS = 12 * 3600;

/**
 * Turns due notices into one delivery per subscription of their player, unless push is off, the kind is off,
 * or it is quiet hours where the player lives (then the notice waits for their end).
 */
export const expandPushNotices = async (deps: ServiceDeps, now: number): Promise<number> => {
  const db = deps.db.kysely;
  const notices = await duePushNotices(db, now, EXPAND_BATCH);
  const settings = await findNotificationSettingsOf(db, [...new Set(notices.map((n) => n.userId))]);
  for (const notice of notices) {
    const s = settings.get(notice.userId);
    if (!s || !s.webPush || s.events[notice.kind] === false) {
      await setPushState(db, notice.id, "done", now);
      continue;
    }
    const quiet = s.quietFrom && s.quietTo ? { from: s.quietFrom, to: s.quietTo } : null;
    if (quiet && isQuietAt(now, s.timeZone, quiet)) {
      await setPushState(db, notice.id, "pending", quietEndsAt(now, s.timeZone, quiet));
      continue;
    }
    const subscriptions = await subscriptionsOfUser(db, notice.userId, notice.createdAt);
    // Idempotent: a crash before the state change re-inserts nothing new.
    await insertDeliveries(
      db,
      notice.id,
      subscriptions.map((x) => x.endpoint),
      now,
    );
    await setPushState(db, notice.id, "done", now);
  }
  return notices.length;
};

export type SendResult = { ok: true } | { ok: false; status: number | null; message: string };

/** What the service worker shows: the notice in its recipient's language (issue 15), and where it leads. */
export const pushPayload = (d: DueDelivery): string =>
  JSON.stringify({ id: d.outboxId, kind: d.kind, ...noticeWords(d, d.language), url: d.url });

/** One encrypted Web Push request (RFC 8291 aes128gcm, VAPID), built by web-push and sent with a timeout. */
export const sendPush = async (notifier: Notifier, subject: string, d: DueDelivery): Promise<SendResult> => {
  const payload = pushPayload(d);
  const request = webpush.generateRequestDetails(
    { endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } },
    payload,
    {
      vapidDetails: { subject, publicKey: notifier.keys.vapid.publicKey, privateKey: notifier.keys.vapid.privateKey },
      TTL: TTL_SECONDS,
      urgency: d.kind === "attackIncoming" ? "high" : "normal",
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, status: response.status, message: response.statusText };
  } catch (error) {
    return { ok: false, status: null, message: (error as Error).message };
  }
};

const deliver = async (deps: ServiceDeps, notifier: Notifier, d: DueDelivery, now: number): Promise<void> => {
  const db = deps.db.kysely;
  if (!(await claimDelivery(db, d))) return;
  const result = await sendPush(notifier, deps.config.notifications.vapidSubject, d);
  if (result.ok) {
    await finishDelivery(db, d.outboxId, d.endpoint, "sent", now);
    deps.metrics?.inc("nova_push_sent_total", "Web Push notices accepted by a push service.");
    return;
  }
  // 404/410: the browser dropped the subscription; it will never work again.
  if (result.status === 404 || result.status === 410) {
    await finishDelivery(db, d.outboxId, d.endpoint, "gone", now);
    await deletePushSubscription(db, d.endpoint);
    return;
  }
  const attempts = d.attempts + 1;
  const permanent = result.status !== null && result.status >= 400 && result.status < 500 && result.status !== 429;
  if (permanent || attempts >= MAX_ATTEMPTS) {
    deps.log.warn({ endpoint: new URL(d.endpoint).origin, status: result.status }, "push notice given up");
    await finishDelivery(db, d.outboxId, d.endpoint, "failed", now);
    return;
  }
  await finishDelivery(db, d.outboxId, d.endpoint, "retry", now + FIRST_RETRY_MS * 2 ** (attempts - 1));
};

/** Sends what is due, concurrently: one slow push service holds only its own deliveries. */
export const sendDuePushes = async (deps: ServiceDeps, notifier: Notifier, now: number): Promise<number> => {
  const due = await dueDeliveries(deps.db.kysely, now, SEND_BATCH);
  const results = await Promise.allSettled(due.map((d) => deliver(deps, notifier, d, now)));
  for (const r of results) if (r.status === "rejected") deps.log.error({ err: r.reason }, "push delivery failed");
  return due.length;
};
