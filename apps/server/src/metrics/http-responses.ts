import type { FastifyInstance } from "fastify";
import type { RegistryMetrics } from "./metrics.ts";

/** Counts one HTTP answer by method and status class. */
export type CountResponse = (method: string, statusCode: number) => void;

/** The answer counter: one counter series per method and status class, looked up once each. */
export const httpResponseCounter = (metrics: RegistryMetrics): CountResponse => {
  const series = new Map<string, (by?: number) => void>();
  return (method, statusCode) => {
    const status = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${status}`;
    let count = series.get(key);
    if (!count) {
      count = metrics.series("nova_http_responses_total", "HTTP responses by method and status class.", {
        method,
        status,
      });
      series.set(key, count);
    }
    count();
  };
};

/** Counts every answer Fastify sends. */
export const countFastifyResponses = (server: FastifyInstance, count: CountResponse): void => {
  server.addHook("onResponse", (request, reply, done) => {
    count(request.method, reply.statusCode);
    done();
  });
};
