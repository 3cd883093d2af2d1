import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyServerFactory } from "fastify";
import { bearerToken } from "../auth/authenticate.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import type { SeenUser } from "../notifications/presence.ts";
import type { Clock } from "../platform/clock.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import { EVERYONE } from "./answer-cache.ts";
import { currentVersionMap } from "./bounded-map.ts";
import type { RateLimitCounter } from "./rate-limit.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The fast lane, where there is one (SQLite, rate limits counted in this process). */
    fastLane: FastLane | null;
  }
  interface FastifyRequest {
    /** Set when this request is for a route with an instant answer (define-route.ts `instant`): its path. */
    instantPath: string | null;
  }
}

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
 * - the answer counts in the HTTP metrics (and in `nova_http_fast_lane_answers_total`), and the user counts as present
 *   (notifications/presence.ts);
 * - the security headers, content type, cache-control and encoding are those Fastify sent.
 * Anything else goes to Fastify: another method, a request with a body, a request log that is on (debug), a
 * server that is closing. Only GET answers of the routes that opt into the answer cache (define-route.ts `reuse`)
 * are ever kept, and only from requests of a signed-in caller.
 *
 * The lane also answers the routes of no caller whose answer is in memory (`/health` while its last database ping
 * is fresh): built afresh each time by the route's own function, sent with the headers Fastify sent for it.
 */
export interface FastLane {
  /** Sends the kept answer and returns true, or returns false and leaves the request untouched for Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * Keeps what Fastify sent for this key (fastLaneKey), built at `version`, current until `until` (ms); nothing when
   * the database has moved on from `version` since.
   */
  keep(key: string, kept: KeptResponse): void;
  /** How many kept answers are held. */
  readonly keptCount: number;
  /**
   * A route of no caller whose answer can be built at once from memory (define-route.ts `instant`): its JSON text,
   * or null when Fastify's path must build it. The lane answers it at this exact path, with the headers Fastify
   * sent for it the last time (see keepHeaders), once there is such a time.
   */
  instant(path: string, answer: () => string | null): void;
  /** The headers Fastify sent with an instant route's answer (its content-length aside). */
  keepHeaders(path: string, headers: KeptResponse["headers"]): void;
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  close(): void;
}

export interface KeptResponse {
  /** Whose answer it is (the user id in its key). */
  readonly reader: string;
  readonly version: string;
  readonly until: number;
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | number | readonly string[] | undefined>>;
  /** The body as sent: compressed bytes, or the text itself. */
  readonly body: Buffer | string;
}

/**
 * A kept answer: only 200s are kept. Most are never sent again (any write anywhere moves the version), so what it
 * costs to keep one is paid at its first reuse: the headers are flattened and the length worked out only then.
 */
interface Entry {
  readonly version: string;
  readonly until: number;
  readonly headers: KeptResponse["headers"];
  readonly body: Buffer | string;
  /** Name, value, name, value (content-length included): what `writeHead` takes, once worked out; false if it cannot. */
  flat: string[] | false | null;
}

/** A route of no caller answered from memory (FastLane.instant), and what the lane last sent for it. */
interface Instant {
  readonly answer: () => string | null;
  /** The headers Fastify sent for it (content-length aside), once it has answered it; null before or if unsendable. */
  headers: string[] | null;
  /** The last text sent and its headers with its length (null headers: too long for the lane). */
  sent: { readonly text: string; readonly headers: string[] | null } | null;
}

/** Answers from this size up are compressed on Fastify's path (response-policy.ts): those go there. */
const MAX_INSTANT_BYTES = 1024;

/** Name, value, name, value, without content-length; null for headers the lane cannot send as they are. */
const flatHeaders = (headers: KeptResponse["headers"]): string[] | null => {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === "content-length") continue;
    // Several values (a cookie list) are not kept: no answer kept here has any.
    if (Array.isArray(value)) return null;
    flat.push(name, String(value));
  }
  return flat;
};

/** Whose answer, in which encoding, to which URL (the raw URL, as Fastify's `request.url`). */
export const fastLaneKey = (userId: string, encoding: string | null, url: string): string =>
  `${userId} ${encoding ?? ""} ${url}`;

export interface FastLaneDeps {
  readonly clock: Clock;
  /** The database's version now as this user sees it (answer-cache.ts), or null when nothing may be reused. */
  readonly version: (reader: string) => string | null;
  readonly knownUser: (token: string) => AuthUser | undefined;
  readonly rateLimit: RateLimitCounter;
  /** Which proxies' X-Forwarded-For is believed: the function Fastify is given, so both see the same address. */
  readonly trustProxy: (address: string, hop: number) => boolean;
  /** Counts an answer the lane sent in the HTTP metrics (every one is a GET answered 200). */
  readonly countAnswer: () => void;
  /** Counts an answer sent by the lane, kept or instant (operators see how much of the traffic it carries). */
  readonly countLane: (kind: "kept" | "instant") => void;
  readonly seen: SeenUser;
  /** True while requests are logged one by one (then Fastify's path logs them). */
  readonly logsRequests: () => boolean;
  /** Hears of a failure of the lane itself (the request then goes to Fastify, or its connection is closed). */
  readonly onError: (error: unknown) => void;
}

export const createFastLane = (deps: FastLaneDeps, maxEntries = 20_000, maxBytes = 32 * 1024 * 1024): FastLane => {
  // As in the answer cache: only the answers of the database's current version are held (see keep).
  const entries = currentVersionMap<Entry>(maxEntries, maxBytes, (entry) => entry.body.length + 512);
  const instants = new Map<string, Instant>();
  let closed = false;
  /** Counts the request against its client's rate limit and sends the answer; false when over the limit. */
  const send = (request: IncomingMessage, response: ServerResponse, headers: string[], bytes: Buffer | string) => {
    if (deps.logsRequests()) return false;
    // Without X-Forwarded-For the client is the socket's peer, trusted or not: what proxyAddr would find, at less cost.
    const address =
      request.headers["x-forwarded-for"] === undefined
        ? request.socket.remoteAddress
        : proxyAddr(request, deps.trustProxy);
    if (address === undefined || !deps.rateLimit.allows(address)) return false;
    response.writeHead(200, headers);
    response.end(bytes);
    deps.countAnswer();
    return true;
  };
  const serveInstant = (instant: Instant, request: IncomingMessage, response: ServerResponse) => {
    if (instant.headers === null) return false;
    const text = instant.answer();
    if (text === null) return false;
    // The same text as the last time (define-route.ts hands back the very string): the same headers.
    if (instant.sent?.text !== text) {
      const length = Buffer.byteLength(text);
      instant.sent = {
        text,
        headers: length < MAX_INSTANT_BYTES ? [...instant.headers, "content-length", String(length)] : null,
      };
    }
    if (instant.sent.headers === null || !send(request, response, instant.sent.headers, text)) return false;
    deps.countLane("instant");
    return true;
  };
  /** The entry when it may be sent now to `reader`'s version. */
  const current = (entry: Entry | undefined, reader: string): Entry | undefined =>
    entry && deps.clock.now() < entry.until && entry.version === deps.version(reader) ? entry : undefined;
  const serve = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closed || request.method !== "GET") return false;
    const { headers } = request;
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    const url = request.url ?? "";
    const instant = instants.get(url);
    if (instant) return serveInstant(instant, request, response);
    const authorization = headers.authorization;
    if (authorization === undefined) return false;
    const token = bearerToken(authorization);
    if (token === null) return false;
    const user = deps.knownUser(token);
    if (!user) return false;
    const encoding = chooseEncoding(headers["accept-encoding"]);
    // The caller's own kept answer, or else the one kept for every caller (a public galaxy's turn-info).
    const entry =
      current(entries.get(fastLaneKey(user.id, encoding, url)), user.id) ??
      current(entries.get(fastLaneKey(EVERYONE, encoding, url)), EVERYONE);
    if (!entry) return false;
    if (entry.flat === null) {
      const flat = flatHeaders(entry.headers);
      entry.flat = flat === null ? false : [...flat, "content-length", String(Buffer.byteLength(entry.body))];
    }
    if (entry.flat === false || !send(request, response, entry.flat, entry.body)) return false;
    deps.countLane("kept");
    deps.seen(user.id);
    return true;
  };
  return {
    serve: (request, response) => {
      try {
        return serve(request, response);
      } catch (error) {
        // A fault of the lane must not take the request (or the process) with it: Fastify answers it, unless an
        // answer had begun (a whole one stands; a partial one's connection is closed).
        deps.onError(error);
        if (!response.headersSent) return false;
        if (!response.writableEnded) response.destroy();
        return true;
      }
    },
    keep: (key, kept) => {
      if (kept.statusCode !== 200) return;
      // Kept after compression, which may have let the version move: such an answer could never be sent again.
      if (kept.version !== deps.version(kept.reader)) return;
      entries.set(key, {
        version: kept.version,
        until: kept.until,
        headers: kept.headers,
        body: kept.body,
        flat: null,
      });
    },
    instant: (path, answer) => {
      instants.set(path, { answer, headers: null, sent: null });
    },
    keepHeaders: (path, headers) => {
      const instant = instants.get(path);
      if (!instant) return;
      instant.headers = flatHeaders(headers);
      instant.sent = null;
    },
    close: () => {
      closed = true;
    },
    get keptCount() {
      return entries.size;
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
