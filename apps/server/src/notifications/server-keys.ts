import { randomBytes } from "node:crypto";
import webpush from "web-push";
import { findServerSecret, keepServerSecret } from "../db/repositories/server-secrets-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface ServerKeys {
  readonly vapid: VapidKeys;
  /** Signs the links in mails (confirmation, unsubscribe). */
  readonly mailLinkKey: Buffer;
}

/**
 * The VAPID pair and the mail-link key: configured, or generated on the first start and kept in the database.
 * A stored pair is never replaced: every browser's subscription is bound to it.
 */
export const loadServerKeys = async (deps: ServiceDeps): Promise<ServerKeys> => {
  const db = deps.db.kysely;
  const now = deps.clock.now();
  let vapid = deps.config.notifications.vapid;
  if (!vapid) {
    const stored = await findServerSecret(db, "vapid");
    vapid = JSON.parse(
      stored ?? (await keepServerSecret(db, "vapid", JSON.stringify(webpush.generateVAPIDKeys()), now)),
    ) as VapidKeys;
  }
  const mailKey =
    (await findServerSecret(db, "mail_link_key")) ??
    (await keepServerSecret(db, "mail_link_key", randomBytes(32).toString("base64url"), now));
  return { vapid, mailLinkKey: Buffer.from(mailKey, "base64url") };
};
