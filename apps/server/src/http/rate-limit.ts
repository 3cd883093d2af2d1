import { isIPv6 } from "node:net";
import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import type { FastifyInstance } from "fastify";
import { Address6 } from "ip-address";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { AppError } from "../domain/app-error.ts";

const WINDOW_MS = 60_000;

/** IPv6 clients are counted per /64, the plugin's default: one host usually holds a whole /64. */
const IPV6_SUBNET = 64;

/** Normalised addresses, by address: a client sends many requests, and normalising an IPv6 one is costly. */
const keys = new Map<string, string>();

/**
 * The counter a client address counts in, the plugin's own normalisation (IPv4 as is, an IPv4-mapped IPv6 address as
 * its IPv4 form, other IPv6 addresses as their /64), remembered per address.
 */
export const rateLimitKey = (ip: string): string => {
  let key = keys.get(ip);
  if (key !== undefined) return key;
  if (!isIPv6(ip)) key = String(ip).toLowerCase();
  else {
    const address = new Address6(ip);
    key = address.isMapped4()
      ? address.to4().correctForm()
      : new Address6(`${ip}/${IPV6_SUBNET}`).startAddress().correctForm();
  }
  if (keys.size >= 10_000) keys.clear();
  keys.set(ip, key);
  return key;
};

/**
 * The in-memory counters, when they are in this process: the fast lane (fast-lane.ts) counts its requests in them
 * too, so a client has one limit whichever way its requests are served. Null when the counters live in Redis.
 */
export interface RateLimitCounter {
  /** Counts one request of this client address; false when it is over the limit (Fastify's path then refuses it). */
  allows(ip: string): boolean;
}

/**
 * Requests per client address per minute, counted for every request that reaches the app but content-hashed build
 * files: API routes, unknown paths and page navigations alike (the not-found handler asks for the same check, see
 * `rateLimitUnknownRoutes`). With `RATE_LIMIT_REDIS_URL` the counters live in Redis, so the limit holds across
 * every process behind the proxy; without it, in this process's memory.
 */
export const installRateLimit = async (server: FastifyInstance, config: Config): Promise<RateLimitCounter | null> => {
  const redis = config.rateLimitRedisUrl
    ? new Redis(config.rateLimitRedisUrl, {
        // A request must not hang on a Redis that went away: fail fast, and let the request through (skipOnError).
        connectTimeout: 2_000,
        commandTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on("error", (error: Error) => server.log.warn({ err: error }, "rate-limit redis unavailable"));
    server.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const local = redis ? null : new LocalStore(false, false, 5000);
  await server.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => rateLimitKey(request.ip),
    // Content-hashed build files are immutable and cached for a year: counting them would only punish a cold
    // cache, now that every screen is its own chunk (a first visit fetches dozens). Pages and 404s still count.
    allowList: (request) => request.method === "GET" && request.url.startsWith("/assets/"),
    // The counters' headers go with a refusal only (with Retry-After): on every answer they were three more headers
    // to validate and send, about a tenth of a small answer's cost on the serving thread (bench:http, /health), and
    // no client reads them before it is refused.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    ...(redis ? { redis, nameSpace: config.rateLimitRedisPrefix, skipOnError: true } : {}),
    // The plugin makes its store with `new`; a constructor that returns an object hands over that object.
    ...(local
      ? {
          store: function SharedStore() {
            return local;
          } as unknown as new () => FastifyRateLimitStore,
        }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        "rate_limited",
        `Too many requests: at most ${context.max} per minute. Please wait ${seconds} second${seconds === 1 ? "" : "s"}.`,
      );
    },
  });
  if (!local) return null;
  const max = config.rateLimitPerMinute;
  return {
    allows: (ip) => {
      let current = 0;
      // The local store answers at once.
      local.incr(rateLimitKey(ip), (_error, result) => (current = result?.current ?? 0), WINDOW_MS, max);
      return current <= max;
    },
  };
};

/** The limiter's check for handlers that are not routes (the not-found handler): same counter, same answer. */
export const rateLimitUnknownRoutes = (server: FastifyInstance) =>
  (server as FastifyInstance & { rateLimit?: () => unknown }).rateLimit?.() as never;
