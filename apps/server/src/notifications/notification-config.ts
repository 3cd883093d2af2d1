import { z } from "zod";

/** Web push and e-mail settings (docs/operations.md, "Notifications"). */
export interface NotificationConfig {
  /** The address players reach the game at: mail links point here. */
  readonly publicUrl: string;
  /** `smtp://user:pass@host:587` or `smtps://...`; null: no mail at all, and the account page says so. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Configured VAPID keys; null: generated on first start and kept in the database. */
  readonly vapid: { readonly publicKey: string; readonly privateKey: string } | null;
  readonly vapidSubject: string;
  /** Development only: push endpoints on loopback (test push services) are accepted beside https. */
  readonly allowLoopbackPush: boolean;
  readonly pollMs: number;
  readonly digestIntervalMinutes: number;
}

const EnvSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PUBLIC_URL: z.url().optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Nova Imperia <no-reply@localhost>"),
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must be a mailto: or https:// URL")
    .default("mailto:operator@localhost"),
  NOTIFY_POLL_MS: z.coerce.number().int().min(20).default(2000),
  DIGEST_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(240),
});

export const parseNotificationConfig = (env: NodeJS.ProcessEnv): NotificationConfig | string => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `Invalid configuration ${issue?.path.join(".")}: ${issue?.message}`;
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    return "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither";
  }
  return {
    // The site's origin, when only that is configured, is where the links go too.
    publicUrl: (e.PUBLIC_URL ?? e.PUBLIC_ORIGIN ?? "http://localhost:8080").replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT,
    allowLoopbackPush: e.NODE_ENV !== "production",
    pollMs: e.NOTIFY_POLL_MS,
    digestIntervalMinutes: e.DIGEST_INTERVAL_MINUTES,
  };
};
