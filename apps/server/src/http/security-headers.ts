import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config.ts";

/** The policy every answer carries (helmet's defaults plus the CSP the client needs). */
const helmetOptions = (config: Config): Parameters<typeof helmet>[0] => {
  const issuer = config.oidc ? [new URL(config.oidc.issuer).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", ...issuer],
        workerSrc: ["'self'", "blob:"],
        formAction: ["'self'", ...issuer],
        upgradeInsecureRequests: null,
      },
    },
    // The OIDC provider may be on another origin; same-origin-only would break its redirects.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  };
};

/**
 * The headers helmet would set, worked out once: helmet is run a single time against a recording response.
 * @fastify/helmet rebuilt the whole policy (CSP string included) on every request.
 */
export const securityHeaders = (config: Config): ReadonlyArray<readonly [string, string]> => {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
    },
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(helmetOptions(config))({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return [...headers.entries()];
};

/**
 * Sets the precomputed security headers on every answer, errors and 404s included. Through Fastify's reply headers,
 * not the raw response's: a header set on the raw response makes Node merge every other header one `setHeader` at
 * a time when Fastify writes the head, which cost about as much as the rest of a small request's headers.
 */
export const installSecurityHeaders = (server: FastifyInstance, config: Config): void => {
  const headers = Object.fromEntries(securityHeaders(config));
  server.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
};
