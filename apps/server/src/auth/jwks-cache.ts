import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from "jose";

/** The issuer could not be reached or answered nonsense: the caller's token may be fine (503, not 401). */
export class IssuerUnavailableError extends Error {}

export interface JwksCacheOptions {
  /** Keys older than this are fetched again on the next request (default 10 minutes). */
  readonly maxAgeMs?: number;
  /** At most one refetch for unknown key ids per this window (default 30 seconds). */
  readonly unknownKidCooldownMs?: number;
  readonly now?: () => number;
}

/**
 * The issuer's signing keys, found through discovery and cached. A token whose `kid` is not in the cache makes
 * one refetch (the issuer rotated its keys), but no more than one per cooldown, however many such tokens arrive:
 * a flood of made-up key ids never turns into a flood of requests to the issuer. Concurrent callers share one
 * fetch in flight.
 */
export const jwksCache = (issuer: string, options: JwksCacheOptions = {}): JWTVerifyGetKey => {
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const cooldownMs = options.unknownKidCooldownMs ?? 30_000;
  const now = options.now ?? Date.now;
  let keys: { resolve: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;
  let inFlight: Promise<void> | null = null;
  let lastUnknownKidFetch = Number.NEGATIVE_INFINITY;

  const refresh = (): Promise<void> => {
    inFlight ??= fetchJwks(issuer)
      .then((jwks) => {
        keys = { resolve: createLocalJWKSet(jwks), at: now() };
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return async (header, token) => {
    if (!keys || now() - keys.at > maxAgeMs) await refresh();
    try {
      return await keys!.resolve(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || now() - lastUnknownKidFetch < cooldownMs) throw error;
      lastUnknownKidFetch = now();
      await refresh();
      return keys!.resolve(header, token);
    }
  };
};

const fetchJson = async (url: string): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "error" });
  } catch (error) {
    throw new IssuerUnavailableError(`OIDC issuer unreachable at ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new IssuerUnavailableError(`OIDC issuer answered ${response.status} at ${url}`);
  try {
    return await response.json();
  } catch {
    throw new IssuerUnavailableError(`OIDC issuer sent no JSON at ${url}`);
  }
};

const fetchJwks = async (issuer: string): Promise<JSONWebKeySet> => {
  const discovery = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const document = (await fetchJson(discovery)) as { jwks_uri?: unknown };
  if (typeof document?.jwks_uri !== "string") throw new IssuerUnavailableError(`${discovery} has no jwks_uri`);
  const jwks = (await fetchJson(document.jwks_uri)) as JSONWebKeySet;
  if (!Array.isArray(jwks?.keys)) throw new IssuerUnavailableError(`${document.jwks_uri} is not a key set`);
  return jwks;
};
