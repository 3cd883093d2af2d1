import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { findUserByIdentity, insertUserIfAbsent, updateUserProfile } from "../db/repositories/users-repository.ts";
import type { Clock } from "../platform/clock.ts";
import type { Ids } from "../platform/ids.ts";
import { AppError, refuse } from "../domain/app-error.ts";
import type { AuthUser } from "./auth-user.ts";
import { DEV_ISSUER, InvalidTokenError, type Identity, type TokenVerifier } from "./token-verifier.ts";

export type Authenticate = (request: FastifyRequest) => Promise<AuthUser>;

export type AuthenticateToken = (token: string, log: FastifyBaseLogger) => Promise<AuthUser>;

/** The authenticator, and what it already knows: the user of a token that passed and has not expired since. */
export type TokenAuthenticator = AuthenticateToken & { readonly known: (token: string) => AuthUser | undefined };

/** How long a verified token's user is reused at most (less when the token expires sooner). */
export const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;
/** Distinct tokens remembered at once (oldest dropped first). */
const VERIFIED_TOKEN_CAPACITY = 20_000;

/**
 * Verifies a bearer token and maps its identity to a user row, creating it on first sign-in. A token that passed
 * is remembered with its user until it expires (at most VERIFIED_TOKEN_TTL_MS, which also bounds how long a key
 * the issuer withdraws keeps working): the signature check and the user lookup ran on every request before. A
 * token's claims never change, so neither does the user it maps to; refusals are never remembered.
 */
export const createTokenAuthenticator = (deps: {
  config: Config;
  db: Db;
  verifier: TokenVerifier;
  clock: Clock;
  ids: Ids;
}): TokenAuthenticator => {
  const admins = new Set(deps.config.adminUsers);
  const verified = new Map<string, { user: AuthUser; until: number }>();
  const known = (token: string) => {
    const entry = verified.get(token);
    return entry && entry.until > deps.clock.now() ? entry.user : undefined;
  };
  const authenticateToken: AuthenticateToken = async (token, log) => {
    const now = deps.clock.now();
    const remembered = verified.get(token);
    if (remembered) {
      if (remembered.until > now) return remembered.user;
      verified.delete(token);
    }
    const user = await authenticateAfresh(token, log);
    const until = Math.min(now + VERIFIED_TOKEN_TTL_MS, user.expiresAt ?? Infinity);
    if (until > now) {
      if (verified.size >= VERIFIED_TOKEN_CAPACITY) verified.delete(verified.keys().next().value as string);
      verified.set(token, { user: user.authUser, until });
    }
    return user.authUser;
  };
  return Object.assign(authenticateToken, { known });

  async function authenticateAfresh(
    token: string,
    log: FastifyBaseLogger,
  ): Promise<{ authUser: AuthUser; expiresAt: number | undefined }> {
    let identity: Identity;
    try {
      identity = await deps.verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new AppError("unauthorized", error.message);
      // The issuer is down or misbehaving: the token may be fine, so the client should retry, not sign in again.
      log.error({ err: error }, "token verification unavailable");
      throw refuse("sign_in_unavailable");
    }
    const user = await resolveUser(deps, identity);
    const authUser: AuthUser = {
      id: user.id,
      displayName: user.displayName,
      email: user.email,
      // Development sign-in has no real identities, so everyone may use the operator routes there.
      isAdmin: deps.config.authMode === "dev" || admins.has(user.id),
    };
    return { authUser: Object.freeze(authUser), expiresAt: identity.expiresAt };
  }
};

/** The token of an `Authorization: Bearer <token>` header; null for any other form. */
export const bearerToken = (header: string): string | null => /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;

/** The request's user, from its `Authorization: Bearer` header (once per request). */
export const createAuthenticate = (authenticateToken: AuthenticateToken): Authenticate => {
  return async (request) => {
    if (request.authUser) return request.authUser;
    const header = request.headers.authorization;
    if (!header) throw refuse("authentication_required");
    const token = bearerToken(header);
    if (token === null) throw new AppError("unauthorized", "Authorization header must be 'Bearer <token>'");
    const authUser = await authenticateToken(token, request.log);
    request.authUser = authUser;
    return authUser;
  };
};

const resolveUser = async (deps: { db: Db; clock: Clock; ids: Ids }, identity: Identity) => {
  const db = deps.db.kysely;
  const existing = await findUserByIdentity(db, identity.issuer, identity.subject);
  if (existing) {
    if (
      identity.issuer !== DEV_ISSUER &&
      (existing.displayName !== identity.displayName || existing.email !== identity.email)
    ) {
      await updateUserProfile(db, existing.id, identity.displayName, identity.email);
      return { ...existing, displayName: identity.displayName, email: identity.email };
    }
    return existing;
  }
  const id = identity.issuer === DEV_ISSUER ? `dev:${identity.subject}` : deps.ids.uuid();
  await insertUserIfAbsent(db, { id, ...identity, createdAt: deps.clock.now() });
  const created = await findUserByIdentity(db, identity.issuer, identity.subject);
  if (!created) throw new Error("user row missing after insert");
  return created;
};
