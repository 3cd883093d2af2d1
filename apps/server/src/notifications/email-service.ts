import type { ServiceDeps } from "../services/deps.ts";
import { confirmEmailAddress, turnEmailOff } from "../db/repositories/notification-settings-repository.ts";
import { refuse } from "../domain/app-error.ts";
import { accountLanguage } from "../db/repositories/account-language-repository.ts";
import { confirmationMail } from "./mail-content.ts";
import { noticeCatalogue } from "./texts/notice-catalogue.ts";
import { CONFIRM_LINK_TTL_MS, signMailLink, UNSUBSCRIBE_LINK_TTL_MS, verifyMailLink } from "./mail-links.ts";
import type { Notifier } from "./notifier.ts";

const link = (deps: ServiceDeps, page: string, token: string) =>
  `${deps.config.notifications.publicUrl}/email/${page}?token=${encodeURIComponent(token)}`;

/** The signed one-click unsubscribe link every mail carries (web page) and its RFC 8058 POST target. */
export const unsubscribeLinks = (deps: ServiceDeps, notifier: Notifier, userId: string, address: string) => {
  const token = signMailLink(notifier.keys.mailLinkKey, {
    userId,
    address,
    purpose: "unsubscribe",
    expiresAt: deps.clock.now() + UNSUBSCRIBE_LINK_TTL_MS,
  });
  return {
    page: link(deps, "unsubscribe", token),
    oneClick: `${deps.config.notifications.publicUrl}/notifications/email/unsubscribe?token=${encodeURIComponent(token)}`,
  };
};

/** Mails the confirmation link without waiting for it: the request that asked for it has already answered. */
export const sendConfirmation = (deps: ServiceDeps, notifier: Notifier, userId: string, address: string): void => {
  const mailer = notifier.mailer;
  if (!mailer) return;
  const token = signMailLink(notifier.keys.mailLinkKey, {
    userId,
    address,
    purpose: "confirm",
    expiresAt: deps.clock.now() + CONFIRM_LINK_TTL_MS,
  });
  const url = link(deps, "confirm", token);
  accountLanguage(deps.db.kysely, userId)
    .then((language) => mailer.send(confirmationMail(address, url, noticeCatalogue(language))))
    .catch((error: unknown) => deps.log.warn({ err: error }, "confirmation mail not sent"));
};

/** POST /notifications/email/confirm: the signed link proves the address; mail turns on. */
export const confirmEmail = async (deps: ServiceDeps, notifier: Notifier, token: string) => {
  const claims = verifyMailLink(notifier.keys.mailLinkKey, token, "confirm", deps.clock.now());
  if (typeof claims === "string") throw refuse(claims);
  if (!(await confirmEmailAddress(deps.db.kysely, claims.userId, claims.address))) {
    throw refuse("email_link_stale");
  }
  return { message: "Your e-mail address is confirmed: notices will come by mail", emailAddress: claims.address };
};

/** POST /notifications/email/unsubscribe: one click from a mail, no sign-in; repeating it is harmless. */
export const unsubscribeEmail = async (deps: ServiceDeps, notifier: Notifier, token: string) => {
  const claims = verifyMailLink(notifier.keys.mailLinkKey, token, "unsubscribe", deps.clock.now());
  if (typeof claims === "string") throw refuse(claims);
  await turnEmailOff(deps.db.kysely, claims.userId, claims.address);
  return { message: "You will get no more mail from Nova Imperia", emailAddress: claims.address };
};
