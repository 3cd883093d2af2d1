/**
 * The product for bench:turn's stall figure, in its own process: the server over the benchmark's database, with
 * flips where TURN_WORKER says (inline on the API's event loop, or the worker thread). Sends its URL over IPC.
 */
import { loadConfig, startServer } from "@nova/server";

const pgSchema = process.env["BENCH_PG_SCHEMA"];
const config = loadConfig({
  PORT: "0",
  HOST: "127.0.0.1",
  DATABASE_URL: process.env["BENCH_DATABASE"] ?? "",
  DEMO_GALAXY: "false",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
  SCHEDULER_INTERVAL_MS: "50",
  TURN_WORKER: process.env["BENCH_TURN_WORKER"] ?? "thread",
  WEB_DIST: "/nonexistent",
});
const running = await startServer(config, { ...(pgSchema ? { pgSchema } : {}), galaxyJobs: false });
/**
 * To the benchmark over IPC, and nothing once it has gone: an answer to its last question can come after it left,
 * and a send on a closed channel would otherwise end this process with EPIPE.
 */
const tell = (message: object) => {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};
tell({ url: running.url });
// bench:load asks at the end how many GET answers the fast lane sent (http/fast-lane.ts).
// And, every few seconds, how much of its memory is V8's heap (the rest: SQLite's page caches, buffers, code).
process.on("message", (message: { laneShare?: boolean; heap?: boolean }) => {
  if (message.heap) {
    const usage = process.memoryUsage();
    const mb = (bytes: number) => bytes / 2 ** 20;
    void (running.turnWorker?.heapStatistics() ?? Promise.resolve(null)).then(
      (worker) =>
        tell({
          kind: "heap",
          heapUsedMb: mb(usage.heapUsed),
          heapTotalMb: mb(usage.heapTotal),
          externalMb: mb(usage.external),
          workerHeapTotalMb: worker ? mb(worker.total_heap_size) : 0,
        }),
      () => undefined, // The thread is being replaced: no sample.
    );
    return;
  }
  if (!message.laneShare) return;
  void running.app.services.metrics?.render().then((text) => {
    const count = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
    tell({
      kind: "laneShare",
      lane: count(/^nova_http_fast_lane_answers_total\{[^}]*\} (\d+)$/gm),
      gets: count(/^nova_http_responses_total\{method="GET",status="2xx"\} (\d+)$/gm),
    });
  });
});
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on("disconnect", () => void stop());
process.on("SIGTERM", () => void stop());
