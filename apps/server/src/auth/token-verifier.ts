import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";

/** Who a verified token says the caller is. Users are keyed by (issuer, subject). */
export interface Identity {
  readonly issuer: string;
  readonly subject: string;
  readonly displayName: string;
  readonly email: string | null;
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

/**
 * OIDC resource server: verifies a bearer JWT's signature against the issuer's JWKS (found through
 * discovery), its issuer, audience and expiry.
 */
export const oidcTokenVerifier = (issuer: string, audience: string): TokenVerifier => {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const getKeys = () => {
    keys ??= discoverJwks(issuer).catch((error: unknown) => {
      keys = null; // retry discovery on the next request instead of caching a failure forever
      throw error;
    });
    return keys;
  };
  return {
    verify: async (token) => {
      const jwks = await getKeys();
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer,
          audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ["exp", "sub"],
        });
        const name = [payload["name"], payload["preferred_username"], payload["email"], payload.sub].find(
          (v): v is string => typeof v === "string" && v.length > 0,
        );
        const email = typeof payload["email"] === "string" ? payload["email"] : null;
        return { issuer, subject: payload.sub as string, displayName: name ?? "player", email };
      } catch (error) {
        throw new InvalidTokenError(`Invalid access token: ${(error as Error).message}`);
      }
    },
  };
};

const discoverJwks = async (issuer: string): Promise<JWTVerifyGetKey> => {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status} from ${url}`);
  const document = (await response.json()) as { jwks_uri?: string };
  if (!document.jwks_uri) throw new Error(`OIDC discovery at ${url} has no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri));
};
