import { createServer, type Server } from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type CryptoKey } from "jose";

/** A minimal OpenID issuer for token tests: discovery document and JWKS over HTTP on 127.0.0.1, plus a signer. */
export interface TestIssuer {
  readonly issuer: string;
  sign(
    claims: JWTPayload,
    options?: { alg?: string; key?: CryptoKey; kid?: string; expiresIn?: string | null },
  ): Promise<string>;
  otherKey: CryptoKey;
  close(): Promise<void>;
}

export const startTestIssuer = async (): Promise<TestIssuer> => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  let issuer = "";
  const server: Server = createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === "/jwks") {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  issuer = `http://127.0.0.1:${address.port}`;
  return {
    issuer,
    otherKey: other.privateKey,
    sign: async (claims, options = {}) => {
      let jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: options.alg ?? "RS256", kid: options.kid ?? "test-key" })
        .setIssuedAt();
      if (options.expiresIn !== null) jwt = jwt.setExpirationTime(options.expiresIn ?? "5m");
      return jwt.sign(options.key ?? privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
