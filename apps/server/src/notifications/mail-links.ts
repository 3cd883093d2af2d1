import { createHmac, timingSafeEqual } from "node:crypto";

/** What a signed mail link may do: confirm an address, or turn mail off for it. */
export type MailLinkPurpose = "confirm" | "unsubscribe";

export interface MailLinkClaims {
  readonly userId: string;
  readonly address: string;
  readonly purpose: MailLinkPurpose;
  readonly expiresAt: number;
}

export const CONFIRM_LINK_TTL_MS = 48 * 3600_000;
/** Long: an old digest's unsubscribe link should still work. */
export const UNSUBSCRIBE_LINK_TTL_MS = 180 * 24 * 3600_000;

const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

export const signMailLink = (key: Buffer, claims: MailLinkClaims): string => {
  const body = Buffer.from(
    JSON.stringify({ u: claims.userId, a: claims.address, p: claims.purpose, e: claims.expiresAt }),
  ).toString("base64url");
  return `${body}.${mac(key, body)}`;
};

/** The link's claims, or the refusal's reason (forged or for another purpose: `link_invalid`; `link_expired`). */
export const verifyMailLink = (
  key: Buffer,
  token: string,
  purpose: MailLinkPurpose,
  now: number,
): MailLinkClaims | "link_invalid" | "link_expired" => {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return "link_invalid";
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "link_invalid";
  let raw: { u?: unknown; a?: unknown; p?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as typeof raw;
  } catch {
    return "link_invalid";
  }
  if (typeof raw.u !== "string" || typeof raw.a !== "string" || typeof raw.e !== "number" || raw.p !== purpose) {
    return "link_invalid";
  }
  if (raw.e < now) return "link_expired";
  return { userId: raw.u, address: raw.a, purpose, expiresAt: raw.e };
};
