import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type CryptoKey } from "jose";

/** A minimal OpenID issuer for token tests: discovery document and JWKS over HTTP on 127.0.0.1, plus a signer. */
export interface TestIssuer {
  readonly issuer: string;
  sign(
    claims: JWTPayload,
    options?: { alg?: string; key?: CryptoKey; kid?: string; expiresIn?: string | null; typ?: string },
  ): Promise<string>;
  otherKey: CryptoKey;
  /** How many times the JWKS was fetched. */
  readonly jwksFetches: () => number;
  /** Publishes a new signing key under `kid` (key rotation); `sign({ kid })` then signs with it. */
  rotate(kid: string): Promise<void>;
  /** While true, every request answers 503 (the issuer is down). */
  setDown(down: boolean): void;
  /**
   * Holds every request unanswered (a slow issuer) until the returned function is called, which answers them all
   * and ends the hold.
   */
  hold(): () => void;
  /** How many requests the hold keeps waiting now. */
  readonly held: () => number;
  close(): Promise<void>;
}

export const startTestIssuer = async (): Promise<TestIssuer> => {
  const first = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  const privateKeys = new Map<string, CryptoKey>([["test-key", first.privateKey]]);
  const published: JWK[] = [{ ...(await exportJWK(first.publicKey)), kid: "test-key", alg: "RS256", use: "sig" }];
  let issuer = "";
  let fetches = 0;
  let down = false;
  let holding: (() => void)[] | null = null;
  const server: Server = createServer((req, res) => {
    if (holding) {
      holding.push(() => answer(req, res));
      return;
    }
    answer(req, res);
  });
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("content-type", "application/json");
    if (down) {
      res.statusCode = 503;
      res.end("{}");
    } else if (req.url === "/.well-known/openid-configuration") {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === "/jwks") {
      fetches++;
      res.end(JSON.stringify({ keys: published }));
    } else {
      res.statusCode = 404;
      res.end("{}");
    }
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  issuer = `http://127.0.0.1:${address.port}`;
  return {
    issuer,
    otherKey: other.privateKey,
    jwksFetches: () => fetches,
    rotate: async (kid) => {
      const pair = await generateKeyPair("RS256");
      privateKeys.set(kid, pair.privateKey);
      published.push({ ...(await exportJWK(pair.publicKey)), kid, alg: "RS256", use: "sig" });
    },
    setDown: (value) => {
      down = value;
    },
    hold: () => {
      const waiting: (() => void)[] = [];
      holding = waiting;
      return () => {
        if (holding === waiting) holding = null;
        for (const answerNow of waiting.splice(0)) answerNow();
      };
    },
    held: () => holding?.length ?? 0,
    sign: async (claims, options = {}) => {
      const kid = options.kid ?? "test-key";
      let jwt = new SignJWT(claims).setProtectedHeader({
        alg: options.alg ?? "RS256",
        kid,
        ...(options.typ ? { typ: options.typ } : {}),
      });
      if (claims.iat === undefined) jwt = jwt.setIssuedAt();
      if (options.expiresIn !== null) jwt = jwt.setExpirationTime(options.expiresIn ?? "5m");
      return jwt.sign(options.key ?? privateKeys.get(kid) ?? first.privateKey);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
