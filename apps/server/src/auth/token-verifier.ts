import { errors, jwtVerify, type JWTPayload } from "jose";
import { IssuerUnavailableError, jwksCache, type JwksCacheOptions } from "./jwks-cache.ts";

export { IssuerUnavailableError } from "./jwks-cache.ts";

/** Who a verified token says the caller is. Users are keyed by (issuer, subject). */
export interface Identity {
  readonly issuer: string;
  readonly subject: string;
  readonly displayName: string;
  readonly email: string | null;
  /** When the token stops being valid (epoch ms), when it says; a verified token is trusted until then. */
  readonly expiresAt?: number;
}

export interface TokenVerifier {
  /** Resolves the identity, or rejects with a reason the caller may see. */
  verify(token: string): Promise<Identity>;
}

export class InvalidTokenError extends Error {}

export const DEV_ISSUER = "dev";
const DEV_TOKEN = /^dev:([a-z0-9_-]{1,32})$/;

/** Development sign-in: `Bearer dev:<name>` is the user `dev:<name>`. Only used when no issuer is configured. */
export const devTokenVerifier: TokenVerifier = {
  verify: async (token) => {
    const match = DEV_TOKEN.exec(token);
    if (!match?.[1]) {
      throw new InvalidTokenError("Development sign-in expects a token of the form dev:<name> (1-32 of a-z 0-9 _ -)");
    }
    return { issuer: DEV_ISSUER, subject: match[1], displayName: match[1], email: null };
  },
};

/** Asymmetric algorithms only: `none` and shared-secret HMAC tokens are never accepted. */
export const ALLOWED_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA"];

/** Tokens that live longer than this are refused as absurd (access tokens last minutes to hours). */
export const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** How far an issuer's clock may run ahead of ours (`iat`, `nbf`). */
const CLOCK_SKEW_SECONDS = 60;
const SUBJECT = /^[^\p{Cc}]{1,255}$/u;
/** Header `typ` values an access token may carry: RFC 9068's, or the generic ones many providers use. */
const ACCESS_TOKEN_TYPES = new Set(["at+jwt", "application/at+jwt", "jwt", "application/jwt"]);

/** Errors jose raises for a token that is bad in itself; anything else means the issuer could not be asked. */
const TOKEN_ERRORS = [
  errors.JWTClaimValidationFailed,
  errors.JWTExpired,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

/** Claims only access tokens carry (RFC 9068 `scope`/`client_id`, Entra's `scp`); an ID token has none of them. */
const ACCESS_TOKEN_CLAIMS = ["scope", "scp", "client_id"];

/**
 * Why a verified JWT is still not an access token for this API, or null. An OpenID ID token is signed by the same
 * issuer and names the client as its audience: it must not open the API (it is handed to the browser for the
 * client's own use). Some ID tokens say so (`nonce`, `at_hash`, `c_hash`, Keycloak's `typ: ID`); a plain
 * code-flow ID token does not (oidc-provider's has only sub, aud, iss, iat, exp and the profile). So a token
 * whose audience includes the client id (or any token, when the client id is not configured) must show it is an
 * access token: the RFC 9068 header `typ: at+jwt`, or a `scope`/`scp`/`client_id` claim.
 */
export const notAnAccessToken = (
  header: { typ?: string },
  payload: JWTPayload,
  nowSeconds: number,
  clientId: string | null,
): string | null => {
  const typ = header.typ?.toLowerCase();
  if (typ !== undefined && !ACCESS_TOKEN_TYPES.has(typ)) return `token type '${header.typ}' is not an access token`;
  if (["nonce", "at_hash", "c_hash"].some((claim) => claim in payload) || payload["typ"] === "ID") {
    return "this is an ID token, not an access token";
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const couldBeIdToken = clientId === null || audiences.includes(clientId);
  const marked = typ === "at+jwt" || typ === "application/at+jwt" || ACCESS_TOKEN_CLAIMS.some((c) => c in payload);
  if (couldBeIdToken && !marked) return "this is an ID token, not an access token";
  if (typeof payload.sub !== "string" || !SUBJECT.test(payload.sub)) return "sub must be a non-empty string";
  if (typeof payload.iat === "number" && payload.iat > nowSeconds + CLOCK_SKEW_SECONDS) return "iat is in the future";
  if (typeof payload.exp === "number" && payload.exp > nowSeconds + MAX_TOKEN_LIFETIME_SECONDS) {
    return "exp is too far in the future";
  }
  return null;
};

/**
 * OIDC resource server: verifies a bearer JWT's signature against the issuer's JWKS (found through discovery,
 * cached, refetched on rotation: jwks-cache.ts), its issuer, audience and expiry, and that it is an access
 * token. An unreachable issuer is an `IssuerUnavailableError` (503), never a verdict on the token.
 */
export const oidcTokenVerifier = (
  issuer: string,
  audience: string,
  clientId: string | null,
  options: JwksCacheOptions & { readonly now?: () => number } = {},
): TokenVerifier => {
  const keys = jwksCache(issuer, options);
  const now = options.now ?? Date.now;
  return {
    verify: async (token) => {
      let verified: Awaited<ReturnType<typeof jwtVerify>>;
      try {
        verified = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ["exp", "sub"],
          clockTolerance: CLOCK_SKEW_SECONDS,
          currentDate: new Date(now()),
        });
      } catch (error) {
        if (TOKEN_ERRORS.some((type) => error instanceof type)) {
          throw new InvalidTokenError(`Invalid access token: ${(error as Error).message}`);
        }
        if (error instanceof IssuerUnavailableError) throw error;
        throw new IssuerUnavailableError(`OIDC verification failed: ${(error as Error).message}`);
      }
      const { payload, protectedHeader } = verified;
      const refused = notAnAccessToken(protectedHeader, payload, Math.floor(now() / 1000), clientId);
      if (refused) throw new InvalidTokenError(`Invalid access token: ${refused}`);
      const name = [payload["name"], payload["preferred_username"], payload["email"], payload.sub].find(
        (v): v is string => typeof v === "string" && v.length > 0,
      );
      const email = typeof payload["email"] === "string" ? payload["email"] : null;
      return {
        issuer,
        subject: payload.sub as string,
        displayName: name ?? "player",
        email,
        // requiredClaims makes exp present.
        expiresAt: (payload.exp as number) * 1000,
      };
    },
  };
};
