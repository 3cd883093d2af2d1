import { ECDH } from "node:crypto";
import type { PushSubscriptionRequest } from "@nova/contract";
import type { AuthUser } from "../auth/auth-user.ts";
import {
  deletePushSubscription,
  findPushSubscription,
  savePushSubscription,
} from "../db/repositories/push-subscriptions-repository.ts";
import { refuse } from "../domain/app-error.ts";
import type { ServiceDeps } from "../services/deps.ts";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Push services are https; a loopback test push service is allowed in development only. */
const checkEndpoint = (deps: ServiceDeps, endpoint: string): void => {
  const url = new URL(endpoint);
  if (url.protocol === "https:") return;
  if (url.protocol === "http:" && LOOPBACK.has(url.hostname) && deps.config.notifications.allowLoopbackPush) return;
  throw refuse("push_https_only");
};

/** The browser's key must be a point on P-256, or nothing could ever be encrypted for it. */
const checkKey = (p256dh: string): void => {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
  } catch {
    throw refuse("push_bad_key");
  }
};

export const subscribePush = async (deps: ServiceDeps, user: AuthUser, body: PushSubscriptionRequest) => {
  checkEndpoint(deps, body.endpoint);
  checkKey(body.keys.p256dh);
  const saved = await savePushSubscription(deps.db.kysely, {
    endpoint: body.endpoint,
    userId: user.id,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    createdAt: deps.clock.now(),
  });
  if (!saved) throw refuse("push_other_account");
  return { endpoint: body.endpoint, subscribed: true };
};

export const unsubscribePush = async (deps: ServiceDeps, user: AuthUser, endpoint: string) => {
  const db = deps.db.kysely;
  const existing = await findPushSubscription(db, endpoint);
  if (existing && existing.userId !== user.id) {
    throw refuse("push_other_account");
  }
  if (existing) await deletePushSubscription(db, endpoint);
  return { endpoint, subscribed: false };
};
