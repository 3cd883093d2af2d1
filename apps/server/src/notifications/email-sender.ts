import {
  claimDigest,
  findNotificationSettingsOf,
  listMailRecipients,
  type NotificationSettingsRow,
} from "../db/repositories/notification-settings-repository.ts";
import {
  dueEmailNotices,
  moveEmailState,
  noticesOfUserSince,
} from "../db/repositories/notification-outbox-repository.ts";
import { accountLanguages } from "../db/repositories/account-language-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { noticeCatalogue, noticeWords } from "./texts/notice-catalogue.ts";
import { unsubscribeLinks } from "./email-service.ts";
import { attackMail, digestMail } from "./mail-content.ts";
import type { Notifier } from "./notifier.ts";
import { isQuietAt, quietEndsAt } from "./quiet-hours.ts";

const RETRY_MS = 5 * 60_000;
/** An attack warning older than this is no longer news: the digest tells it instead. */
const GIVE_UP_MS = 6 * 3600_000;

const quietOf = (s: NotificationSettingsRow) =>
  s.quietFrom && s.quietTo ? { from: s.quietFrom, to: s.quietTo } : null;

const mailable = (s: NotificationSettingsRow | undefined): s is NotificationSettingsRow & { emailAddress: string } =>
  Boolean(s?.email && s.emailConfirmed && s.emailAddress);

/** Immediate mails (an incoming attack), for players who asked for them. */
export const sendImmediateMails = async (deps: ServiceDeps, notifier: Notifier, now: number): Promise<void> => {
  const db = deps.db.kysely;
  const notices = await dueEmailNotices(db, now, 50);
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const settings = await findNotificationSettingsOf(db, userIds);
  const languages = await accountLanguages(db, userIds);
  for (const notice of notices) {
    const s = settings.get(notice.userId);
    if (!notifier.mailer || !mailable(s) || s.events[notice.kind] === false || now - notice.createdAt > GIVE_UP_MS) {
      await moveEmailState(db, notice.id, "pending", "skipped", now);
      continue;
    }
    const quiet = quietOf(s);
    if (quiet && isQuietAt(now, s.timeZone, quiet)) {
      await moveEmailState(db, notice.id, "pending", "pending", quietEndsAt(now, s.timeZone, quiet));
      continue;
    }
    if (!(await moveEmailState(db, notice.id, "pending", "sending", now))) continue;
    const links = unsubscribeLinks(deps, notifier, s.userId, s.emailAddress);
    // In the language the account speaks when the mail goes out (issue 15).
    const language = languages.get(s.userId);
    const words = noticeWords(notice, language);
    const url = deps.config.notifications.publicUrl + notice.url;
    try {
      await notifier.mailer.send(attackMail(s.emailAddress, words, url, links, noticeCatalogue(language)));
      await moveEmailState(db, notice.id, "sending", "sent", now);
      deps.metrics?.inc("nova_mail_sent_total", "Notice mails accepted by the SMTP server.", { kind: "attack" });
    } catch (error) {
      deps.log.warn({ err: error }, "attack mail not sent; will retry");
      await moveEmailState(db, notice.id, "sending", "pending", now + RETRY_MS);
    }
  }
};

const timeIn = (timeZone: string, locale: string) => (ms: number) =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));

/**
 * Digests: at most one per interval per player, and only of what happened since the player was last seen
 * (a player who has looked since has seen it in the game).
 */
export const sendDigests = async (deps: ServiceDeps, notifier: Notifier, now: number): Promise<void> => {
  const mailer = notifier.mailer;
  if (!mailer) return;
  const db = deps.db.kysely;
  const interval = deps.config.notifications.digestIntervalMinutes * 60_000;
  for (const s of await listMailRecipients(db, now - interval)) {
    if (!mailable(s) || s.events["turnDigest"] === false) continue;
    const quiet = quietOf(s);
    if (quiet && isQuietAt(now, s.timeZone, quiet)) continue;
    const notices = (await noticesOfUserSince(db, s.userId, Math.max(s.lastSeenAt, s.lastDigestAt))).filter(
      (n) => s.events[n.kind] !== false,
    );
    if (notices.length === 0) continue;
    if (!(await claimDigest(db, s.userId, s.lastDigestAt, now))) continue;
    const links = unsubscribeLinks(deps, notifier, s.userId, s.emailAddress);
    const language = (await accountLanguages(db, [s.userId])).get(s.userId);
    const c = noticeCatalogue(language);
    const worded = notices.map((n) => ({ ...noticeWords(n, language), createdAt: n.createdAt }));
    const url = deps.config.notifications.publicUrl + "/";
    try {
      await mailer.send(digestMail(s.emailAddress, worded, timeIn(s.timeZone, c.locale), url, links, c));
      deps.metrics?.inc("nova_mail_sent_total", "Notice mails accepted by the SMTP server.", { kind: "digest" });
    } catch (error) {
      // Given back: the next round tries again with everything still unseen.
      deps.log.warn({ err: error }, "digest mail not sent; will retry");
      await claimDigest(db, s.userId, now, s.lastDigestAt);
    }
  }
};
