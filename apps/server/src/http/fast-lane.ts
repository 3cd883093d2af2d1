import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyServerFactory } from "fastify";
import { bearerToken } from "../auth/authenticate.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import type { CountResponse } from "../metrics/http-responses.ts";
import type { SeenUser } from "../notifications/presence.ts";
import type { Clock } from "../platform/clock.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import { boundedMap } from "./bounded-map.ts";
import type { RateLimitCounter } from "./rate-limit.ts";

/**
 * The polled reads' second visit, served before Fastify sees the request. A dashboard asks for turn-info, stats,
 * planets and events every few seconds and gets the same answer until the galaxy changes; the answer cache
 * (answer-cache.ts) and the compressed answers (compressed-answers.ts) already spare the handler and the
 * compression, but Fastify's own path (routing, hooks, reply, header checks) still cost several times what a bare
 * node:http server spends on the whole request (bench:http).
 *
 * So the exact answer Fastify sent (status, headers and bytes) is kept, and sent again as it is to the same user
 * asking for the same URL with the same encoding while every condition of the answer cache still holds: the
 * database is at the version the answer was built at, and the answer has not reached the time after which it
 * would read differently. Only what Fastify's path would have done for such a request is done here:
 * - the caller is the user of a token the authenticator verified and still remembers (auth/authenticate.ts):
 *   an unknown, expired or malformed token goes to Fastify, which verifies or refuses it;
 * - the request counts in the rate limiter's own in-memory counters under the same client address; a client over
 *   its limit goes to Fastify, which refuses it (there are no such counters here when they live in Redis, and
 *   then nothing is served here);
 * - the answer counts in the HTTP metrics (and in `nova_http_kept_answers_total`), and the user counts as present
 *   (notifications/presence.ts);
 * - the security headers, content type, cache-control and encoding are those Fastify sent.
 * Anything else goes to Fastify: another method, a request with a body, a request log that is on (debug), a
 * server that is closing. Only GET answers of the routes that opt into the answer cache (define-route.ts `reuse`)
 * are ever kept, and only from requests of a signed-in caller.
 */
export interface FastLane {
  /** Sends the kept answer and returns true, or returns false and leaves the request untouched for Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** Keeps what Fastify sent for this key (fastLaneKey), built at `version`, current until `until` (ms). */
  keep(key: string, kept: KeptResponse): void;
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  close(): void;
}

export interface KeptResponse {
  readonly version: string;
  readonly until: number;
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | number | readonly string[] | undefined>>;
  readonly bytes: Buffer;
}

interface Entry {
  readonly version: string;
  readonly until: number;
  readonly statusCode: number;
  /** Name, value, name, value: what `writeHead` takes. */
  readonly headers: string[];
  readonly bytes: Buffer;
}

/** Whose answer, in which encoding, to which URL (the raw URL, as Fastify's `request.url`). */
export const fastLaneKey = (userId: string, encoding: string | null, url: string): string =>
  `${userId} ${encoding ?? ""} ${url}`;

export interface FastLaneDeps {
  readonly clock: Clock;
  /** The database's version now (answer-cache.ts), or null when nothing may be reused. */
  readonly version: () => string | null;
  readonly knownUser: (token: string) => AuthUser | undefined;
  readonly rateLimit: RateLimitCounter;
  /** Which proxies' X-Forwarded-For is believed: the function Fastify is given, so both see the same address. */
  readonly trustProxy: (address: string, hop: number) => boolean;
  readonly countResponse: CountResponse;
  /** Counts an answer sent by the lane (operators see how much of the traffic it carries). */
  readonly countKept: () => void;
  readonly seen: SeenUser;
  /** True while requests are logged one by one (then Fastify's path logs them). */
  readonly logsRequests: () => boolean;
}

export const createFastLane = (deps: FastLaneDeps, maxEntries = 20_000, maxBytes = 32 * 1024 * 1024): FastLane => {
  const entries = boundedMap<Entry>(maxEntries, maxBytes, (entry) => entry.bytes.length + 512);
  let closed = false;
  return {
    serve: (request, response) => {
      if (closed || request.method !== "GET") return false;
      const { headers } = request;
      const authorization = headers.authorization;
      if (authorization === undefined) return false;
      if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
      const token = bearerToken(authorization);
      if (token === null) return false;
      const user = deps.knownUser(token);
      if (!user) return false;
      const entry = entries.get(fastLaneKey(user.id, chooseEncoding(headers["accept-encoding"]), request.url ?? ""));
      if (!entry || deps.clock.now() >= entry.until || entry.version !== deps.version()) return false;
      if (deps.logsRequests()) return false;
      if (!deps.rateLimit.allows(proxyAddr(request, deps.trustProxy))) return false;
      response.writeHead(entry.statusCode, entry.headers);
      response.end(entry.bytes);
      deps.countResponse("GET", entry.statusCode);
      deps.countKept();
      deps.seen(user.id);
      return true;
    },
    keep: (key, kept) => {
      const headers: string[] = [];
      for (const [name, value] of Object.entries(kept.headers)) {
        if (value === undefined || name === "content-length") continue;
        // Several values (a cookie list) are not kept: no answer kept here has any.
        if (Array.isArray(value)) return;
        headers.push(name, String(value));
      }
      headers.push("content-length", String(kept.bytes.length));
      entries.set(key, {
        version: kept.version,
        until: kept.until,
        statusCode: kept.statusCode,
        headers,
        bytes: kept.bytes,
      });
    },
    close: () => {
      closed = true;
    },
  };
};

/**
 * Fastify's own HTTP server (the same settings Fastify gives it), with the fast lane in front of Fastify's handler.
 * The lane is asked for late: it is made after Fastify, from what the app builds.
 */
export const fastLaneServer =
  (lane: () => FastLane | null): FastifyServerFactory =>
  (handler, options) => {
    const settings = options as {
      http?: object;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!lane()?.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
