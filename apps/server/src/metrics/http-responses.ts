import type { FastifyInstance } from "fastify";
import type { RegistryMetrics } from "./metrics.ts";

/** Counts one HTTP answer by method and status class. */
export type CountResponse = (method: string, statusCode: number) => void;

/** The count of one method and status class: for a path that only ever sends one kind of answer. */
export const httpResponseSeries = (metrics: RegistryMetrics, method: string, statusCode: number) =>
  metrics.series("nova_http_responses_total", "HTTP responses by method and status class.", {
    method,
    status: `${Math.floor(statusCode / 100)}xx`,
  });

/** The answer counter: one counter series per method and status class, looked up once each. */
export const httpResponseCounter = (metrics: RegistryMetrics): CountResponse => {
  const series = new Map<string, (by?: number) => void>();
  return (method, statusCode) => {
    const key = `${method} ${Math.floor(statusCode / 100)}`;
    let count = series.get(key);
    if (!count) {
      count = httpResponseSeries(metrics, method, statusCode);
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
