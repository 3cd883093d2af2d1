/**
 * bench:turn's stall figure: reads at a fixed rate (open loop, so a stalled server shows as latency, not as
 * fewer requests) while the galaxy flips back to back, for flips on the API's event loop (`inline`) and in the
 * worker thread. Prints p50/p99 of reads sent during flips and during quiet periods. Target: flip p99 within
 * 50 ms of quiet p99.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Agent, request } from "node:http";
import type { Db } from "@nova/server";
import { setNextTurnAt } from "./galaxy-setup.ts";

const RATE_PER_SECOND = 100;
const FLIPS = 3;
const QUIET_MS = 2_000;

interface Sample {
  readonly sentAt: number;
  readonly ms: number;
  readonly ok: boolean;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const startServer = (env: Record<string, string>) =>
  new Promise<{ url: string; stop: () => Promise<void> }>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./stall-server.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (m) =>
      resolve({
        url: (m as { url: string }).url,
        stop: () =>
          new Promise((done) => {
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      }),
    );
    child.once("exit", (code) => reject(new Error(`stall server exited (${code})`)));
  });

/** One run: a server with flips where `mode` says, reads at a fixed rate, FLIPS flips with quiet in between. */
const runMode = async (db: Db, galaxyId: string, serverEnv: Record<string, string>, mode: "inline" | "thread") => {
  const server = await startServer({ ...serverEnv, BENCH_TURN_WORKER: mode });
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const samples: Sample[] = [];
  const flips: { from: number; to: number }[] = [];
  let currentTurn = -1;
  const read = (path: string) => {
    const sentAt = performance.now();
    const req = request(
      `${server.url}${path}`,
      { agent, headers: { authorization: "Bearer dev:bench-reader" } },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => {
          samples.push({ sentAt, ms: performance.now() - sentAt, ok: res.statusCode === 200 });
          if (path.startsWith("/galaxy/turn-info") && res.statusCode === 200)
            currentTurn = Math.max(currentTurn, (JSON.parse(body) as { currentTurn: number }).currentTurn);
        });
      },
    );
    req.on("error", () => samples.push({ sentAt, ms: performance.now() - sentAt, ok: false }));
    req.end();
  };
  let n = 0;
  const timer = setInterval(
    () => read(n++ % 2 === 0 ? "/health" : `/galaxy/turn-info/${galaxyId}`),
    1000 / RATE_PER_SECOND,
  );
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 20));
  };
  await until(() => currentTurn >= 0);
  for (let i = 0; i < FLIPS; i++) {
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const before = currentTurn;
    const from = performance.now();
    await setNextTurnAt(db, Date.now() - 1, galaxyId);
    await until(() => currentTurn > before);
    flips.push({ from, to: performance.now() });
  }
  await new Promise((r) => setTimeout(r, QUIET_MS));
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 500));
  agent.destroy();
  await server.stop();
  const inFlip = (s: Sample) => flips.some((f) => s.sentAt >= f.from && s.sentAt <= f.to);
  const flipMs = samples.filter(inFlip).map((s) => s.ms);
  const quietMs = samples.filter((s) => !inFlip(s)).map((s) => s.ms);
  const errors = samples.filter((s) => !s.ok).length;
  const p99Flip = percentile(flipMs, 99);
  const p99Quiet = percentile(quietMs, 99);
  const flipSeconds = flips.map((f) => ((f.to - f.from) / 1000).toFixed(1)).join(", ");
  console.log(
    `  stall, flips ${mode === "inline" ? "on the API event loop" : "in the worker thread"}: ${RATE_PER_SECOND} reads/s, ` +
      `${FLIPS} flips (${flipSeconds} s); reads during flips p50 ${percentile(flipMs, 50).toFixed(1)} / ` +
      `p99 ${p99Flip.toFixed(1)} ms, quiet p50 ${percentile(quietMs, 50).toFixed(1)} / p99 ${p99Quiet.toFixed(1)} ms ` +
      `(p99 gap ${(p99Flip - p99Quiet).toFixed(1)} ms), ${errors} errors`,
  );
};

/** Runs the stall figure over a prepared benchmark database (SQLite file or PostgreSQL schema). */
export const stallFigure = async (db: Db, galaxyId: string, databaseUrl: string, pgSchema?: string) => {
  const env = { BENCH_DATABASE: databaseUrl, ...(pgSchema ? { BENCH_PG_SCHEMA: pgSchema } : {}) };
  for (const mode of ["inline", "thread"] as const) await runMode(db, galaxyId, env, mode);
};
