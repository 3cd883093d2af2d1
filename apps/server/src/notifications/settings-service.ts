import {
  NOTIFICATION_KINDS,
  type NotificationEvents,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from "@nova/contract";
import type { AuthUser } from "../auth/auth-user.ts";
import {
  findNotificationSettings,
  saveNotificationSettings,
  type NotificationSettingsRow,
} from "../db/repositories/notification-settings-repository.ts";
import { refuse } from "../domain/app-error.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { sendConfirmation } from "./email-service.ts";
import type { Notifier } from "./notifier.ts";

/** Every kind on: a player who turns push or mail on wants to hear about their empire. */
export const DEFAULT_EVENTS: NotificationEvents = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, true]),
) as NotificationEvents;
export const DEFAULT_TIME_ZONE = "UTC";

const view = (deps: ServiceDeps, row: NotificationSettingsRow | null): NotificationSettings => ({
  webPush: row?.webPush ?? false,
  email: row?.email ?? false,
  ...(row?.emailAddress ? { emailAddress: row.emailAddress } : {}),
  events: { ...DEFAULT_EVENTS, ...row?.events },
  ...(row?.quietFrom && row.quietTo ? { quietHours: { from: row.quietFrom, to: row.quietTo } } : {}),
  timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
  saved: row?.saved ?? false,
  emailConfirmed: row?.emailConfirmed ?? false,
  emailAvailable: deps.config.notifications.smtpUrl !== null,
});

/** GET /account/notifications: the caller's settings, or the defaults before the first save. */
export const notificationSettingsOf = async (deps: ServiceDeps, user: AuthUser): Promise<NotificationSettings> =>
  view(deps, await findNotificationSettings(deps.db.kysely, user.id));

/**
 * PUT /account/notifications. E-mail turns on only for a confirmed address; a new address is stored
 * unconfirmed and gets a confirmation mail (sent in the background: a slow SMTP server never holds the request).
 */
export const updateNotificationSettings = async (
  deps: ServiceDeps,
  notifier: Notifier,
  user: AuthUser,
  body: NotificationSettingsRequest,
): Promise<NotificationSettings> => {
  const db = deps.db.kysely;
  const current = await findNotificationSettings(db, user.id);
  const address = body.emailAddress?.trim() ?? current?.emailAddress ?? null;
  const sameAddress = address !== null && address.toLowerCase() === current?.emailAddress?.toLowerCase();
  const confirmed = sameAddress && (current?.emailConfirmed ?? false);
  if (body.email) {
    if (!notifier.mailer) throw refuse("email_unavailable");
    if (!address) throw refuse("email_address_required");
    if (!confirmed) {
      throw refuse("email_confirm_first");
    }
  }
  await saveNotificationSettings(
    db,
    {
      userId: user.id,
      webPush: body.webPush,
      email: body.email,
      emailAddress: address,
      emailConfirmed: confirmed,
      events: body.events,
      quietFrom: body.quietHours?.from ?? null,
      quietTo: body.quietHours?.to ?? null,
      timeZone: body.timeZone,
    },
    deps.clock.now(),
  );
  // A new address, or a repeated save of an unconfirmed one (the player asking again), gets a link.
  if (address && !confirmed && body.emailAddress !== undefined) sendConfirmation(deps, notifier, user.id, address);
  return notificationSettingsOf(deps, user);
};
