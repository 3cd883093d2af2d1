import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { AppError } from "../domain/app-error.ts";

/**
 * Requests per client address per minute, counted for every request that reaches the app: API routes, static
 * files, unknown paths and page navigations alike (the not-found handler asks for the same check, see
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
