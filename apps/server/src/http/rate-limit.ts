import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { AppError } from "../domain/app-error.ts";

/**
 * Requests per client address per minute, counted for every request that reaches the app but content-hashed build
 * files: API routes, unknown paths and page navigations alike (the not-found handler asks for the same check, see
 * `rateLimitUnknownRoutes`). With `RATE_LIMIT_REDIS_URL` the counters live in Redis, so the limit holds across
 * every process behind the proxy; without it, in this process's memory.
 */
export const installRateLimit = async (server: FastifyInstance, config: Config): Promise<void> => {
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
  await server.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Content-hashed build files are immutable and cached for a year: counting them would only punish a cold
    // cache, now that every screen is its own chunk (a first visit fetches dozens). Pages and 404s still count.
    allowList: (request) => request.method === "GET" && request.url.startsWith("/assets/"),
    // The counters' headers go with a refusal only (with Retry-After): on every answer they were three more headers
    // to validate and send, about a tenth of a small answer's cost on the serving thread (bench:http, /health), and
    // no client reads them before it is refused.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    ...(redis ? { redis, nameSpace: config.rateLimitRedisPrefix, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        "rate_limited",
        `Too many requests: at most ${context.max} per minute. Please wait ${seconds} second${seconds === 1 ? "" : "s"}.`,
      );
    },
  });
};

/** The limiter's check for handlers that are not routes (the not-found handler): same counter, same answer. */
export const rateLimitUnknownRoutes = (server: FastifyInstance) =>
  (server as FastifyInstance & { rateLimit?: () => unknown }).rateLimit?.() as never;
