import { z } from "zod";

/**
 * Reaching players who are away (issue 19): web push, e-mail and their own time zone. Every event kind is
 * accepted and stored even before the feature that produces it exists; it starts sending when that lands.
 */
export const NOTIFICATION_KINDS = [
  "attackIncoming",
  "battleResult",
  "operationAgainstYou",
  "familyMessage",
  "directMessage",
  "roundEnding",
  "turnDigest",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A known IANA zone: the runtime's own table decides (Intl), so the server and the browser agree. */
export const isIanaTimeZone = (name: string): boolean => {
  // Offsets such as "+05:00" are accepted by newer Intl versions but are not IANA names.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 22:00");

export const QuietHoursSchema = z
  .object({ from: ClockTimeSchema, to: ClockTimeSchema })
  .refine((q) => q.from !== q.to, "Quiet hours must start and end at different times");

export const NotificationEventsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
);
export type NotificationEvents = z.infer<typeof NotificationEventsSchema>;

export const TimeZoneSchema = z
  .string()
  .refine(isIanaTimeZone, "Unknown time zone: use an IANA name such as Europe/Berlin");

export const NotificationSettingsRequestSchema = z.object({
  webPush: z.boolean(),
  email: z.boolean(),
  emailAddress: z.email("Not a valid e-mail address").max(254).optional(),
  events: NotificationEventsSchema,
  quietHours: QuietHoursSchema.optional(),
  timeZone: TimeZoneSchema,
});
export type NotificationSettingsRequest = z.infer<typeof NotificationSettingsRequestSchema>;

export const NotificationSettingsSchema = z.object({
  webPush: z.boolean(),
  email: z.boolean(),
  emailAddress: z.string().optional(),
  events: NotificationEventsSchema,
  quietHours: z.object({ from: z.string(), to: z.string() }).optional(),
  timeZone: z.string(),
  /** Whether the player ever saved settings: until then the web client offers the browser's time zone. */
  saved: z.boolean(),
  /** The address in `emailAddress` was confirmed through the signed link. */
  emailConfirmed: z.boolean(),
  /** SMTP is configured on this server: without it no mail is sent and the account page says so. */
  emailAvailable: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const VapidPublicKeySchema = z.object({ publicKey: z.string() });

/** Base64url of an uncompressed P-256 point (65 bytes) and of a 16-byte secret, as PushSubscription.toJSON gives. */
const base64Url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((s) => Math.floor((s.replace(/=+$/, "").length * 3) / 4) === bytes, `${what} must be ${bytes} bytes`);

export const PushSubscriptionRequestSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({ p256dh: base64Url(65, "keys.p256dh"), auth: base64Url(16, "keys.auth") }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({ endpoint: z.url().max(2048) });

export const PushSubscriptionResponseSchema = z.object({ endpoint: z.string(), subscribed: z.boolean() });

/** The signed link of a confirmation or unsubscribe mail: the token is all the proof needed, no sign-in. */
export const EmailTokenRequestSchema = z.object({ token: z.string().min(1).max(2048) });
/**
 * Unsubscribe takes the token in the body (the web page) or in the query: RFC 8058 one-click, where the mail
 * client POSTs `List-Unsubscribe=One-Click` as a form to the URL from the List-Unsubscribe header.
 */
export const EmailUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2048).optional() });
export const EmailUnsubscribeBodySchema = z.object({ token: z.string().min(1).max(2048).optional() });
export const EmailTokenResponseSchema = z.object({ message: z.string(), emailAddress: z.string() });
