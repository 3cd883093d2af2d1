/**
 * npm run bench:routes — what each read of the dashboard's refetch after a flip costs the API, in µs of its CPU
 * per request, on the benchmark galaxy (bench/turn/galaxy-setup.ts: BENCH_EMPIRES × BENCH_PLANETS). This is the
 * figure that decides bench:load's flip windows: after a flip every player asks for these once, nothing of it is
 * in any cache, and one API thread serves them all.
 *
 * The API runs in its own process pinned to core 0 (taskset), flips off, and this client on core 1; each route is
 * asked once by each of BENCH_PLAYERS players (default 1000), 8 at a time, after a write that makes every kept
 * answer stale. CPU comes from /proc/<pid>/stat (user + system), so the figure holds however busy the machine is:
 * the whole process's, and its main thread's, which serves every request (compression runs on the thread pool).
 * BENCH_ROUNDS (default 2) repeats the whole set; the lowest figure of each route is printed with its answer size.
 * BENCH_ONLY=planets,jobs measures only the routes whose names hold one of these words; BENCH_CPU_PROF_DIR writes
 * the API's CPU profile there.
 *
 * BENCH_BASELINE=/path/to/another/checkout (with its node_modules) compares: that checkout's API runs on the same
 * database, also pinned to core 0, and each route's rounds alternate between the two, so that both meet the same
 * machine (these machines' speed drifts by 15% within minutes). Each is printed with its median and lowest round,
 * and this checkout's median as a share of the baseline's. The two must agree on the database's migrations.
 * BENCH_API_NODE_FLAGS and BENCH_BASELINE_NODE_FLAGS add flags to each one's Node (split on spaces): with the
 * baseline at this same checkout, they compare Node settings (e.g. V8's heap sizes).
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase, processNextFlip } from "@nova/server";
import { cpuTicks, TICKS_PER_S } from "./proc-cpu.ts";
import { BENCH_GALAXY, setNextTurnAt, setupBenchGalaxy } from "./turn/galaxy-setup.ts";
import { assignUsers, dashboardRefetchPath, requestAsPlayer, type LoadPlayer } from "./turn/load-players.ts";

const PLAYERS = Number(process.env["BENCH_PLAYERS"] ?? 1000);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 2);
const CONCURRENCY = 8;
const G = BENCH_GALAXY.GALAXY;
const PROF_DIR = process.env["BENCH_CPU_PROF_DIR"];
const ONLY = process.env["BENCH_ONLY"]?.split(",");
// At least one: the dashboards ask after a flip, once the turn worker has stored the advisor's targets.
const FLIPS_BEFORE = Number(process.env["BENCH_FLIPS_BEFORE"] ?? 1);

const ROUTES: Record<string, (p: LoadPlayer) => string> = {
  "player stats": () => `/player/stats?galaxyId=${G}`,
  planets: () => `/galaxy/planets/${G}`,
  events: () => `/events/${G}?limit=50`,
  "incoming fleets": () => `/fleets/incoming/${G}`,
  "build jobs": () => `/build/jobs/${G}`,
  advice: () => `/player/advice/${G}`,
  "research stats": () => `/research/stats?galaxyId=${G}`,
  "research allocation": () => `/research/allocation?galaxyId=${G}`,
  news: () => `/news/${G}?limit=10`,
  "turn-info": () => `/galaxy/turn-info/${G}`,
  infrastructure: () => `/player/infrastructure/${G}`,
  // The six that a dashboard asks for after a flip, in one request (GET /player/dashboard).
  "dashboard (six in one)": () => dashboardRefetchPath(G),
  // As the dashboard asked before it read the infrastructure figures instead of the planets list (decision 231).
  "dashboard with the planets list": () => dashboardRefetchPath(G, { planets: true }),
};

/** CPU seconds (user + system) of the whole process, and of its main thread: the one that serves requests. */
const cpuSeconds = (pid: number) => ({
  all: cpuTicks(`/proc/${pid}/stat`) / TICKS_PER_S,
  main: cpuTicks(`/proc/${pid}/task/${pid}/stat`) / TICKS_PER_S,
});

const BASELINE = process.env["BENCH_BASELINE"];

const startApi = (databaseUrl: string, checkout?: string) =>
  new Promise<{ url: string; child: ChildProcess }>((resolve, reject) => {
    const server = checkout
      ? join(checkout, "bench/turn/stall-server.ts")
      : fileURLToPath(new URL("./turn/stall-server.ts", import.meta.url));
    const child = fork(server, [], {
      ...(checkout ? { cwd: checkout } : {}),
      execPath: "taskset",
      execArgv: [
        "-c",
        "0",
        process.execPath,
        "--import",
        "tsx",
        ...(PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROF_DIR}`] : []),
        ...(process.env[checkout ? "BENCH_BASELINE_NODE_FLAGS" : "BENCH_API_NODE_FLAGS"]?.split(" ").filter(Boolean) ??
          []),
      ],
      env: { ...process.env, BENCH_DATABASE: databaseUrl, BENCH_TURN_WORKER: "off" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (m) => resolve({ url: (m as { url: string }).url, child }));
    child.once("exit", (code) => reject(new Error(`API process exited (${code})`)));
  });

const call = (agent: Agent, url: string, token: string, method = "GET", body?: unknown) =>
  new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    requestAsPlayer(agent, url, token, method, body, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
    }).on("error", reject);
  });

const dir = mkdtempSync(join(tmpdir(), "nova-routes-"));
const databaseUrl = `sqlite:${join(dir, "routes.db")}`;
const db = openDatabase(databaseUrl);
const apis: { label: string; url: string; child: ChildProcess }[] = [];
try {
  await migrate(db);
  const deps = await setupBenchGalaxy(db);
  const players = await assignUsers(db, PLAYERS);
  // BENCH_FLIPS_BEFORE: the galaxy is that many turns old when its reads are measured (a round's events, ledger
  // and reports accumulate with the turns, and bench:load's later flips cost more than its first).
  for (let flip = 0; flip < FLIPS_BEFORE; flip++) {
    await setNextTurnAt(db, Date.now() - 1);
    await processNextFlip(deps, G);
  }
  await setNextTurnAt(db, Date.now() + 3_600_000);
  apis.push({ label: BASELINE ? "this checkout" : "", ...(await startApi(databaseUrl)) });
  if (BASELINE) apis.push({ label: "baseline", ...(await startApi(databaseUrl, BASELINE)) });
  const agents = Array.from({ length: CONCURRENCY }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  console.log(
    `API on core 0, ${players.length} players of ${BENCH_GALAXY.EMPIRES} empires × ${BENCH_GALAXY.PLANETS_PER_EMPIRE} planets, ${CONCURRENCY} at a time, ${ROUNDS} rounds${BASELINE ? `, alternating with the baseline at ${BASELINE}` : ""}`,
  );
  /** Each measured round of each route on each API: CPU µs per request (the process's, its serving thread's). */
  const rounds = new Map<string, { us: number; mainUs: number; bytes: number }[]>();
  // A first pass warms the JIT and the statement cache.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, path] of Object.entries(ROUTES)) {
      if (ONLY && !ONLY.some((word) => name.includes(word))) continue;
      // The two APIs take turns going first.
      for (const { label, url, child } of round % 2 === 0 ? apis : [...apis].reverse()) {
        // Any write moves the database's version: no kept answer of an earlier pass is reused.
        await call(agents[0]!, `${url}/build/order`, players[0]!.token, "POST", {
          galaxyId: G,
          orders: [{ planetId: players[0]!.home, buildingType: "farm", quantity: 1 }],
        });
        const before = cpuSeconds(child.pid!);
        const startedUs = process.hrtime.bigint() / 1000n;
        let bytes = 0;
        let next = 0;
        await Promise.all(
          agents.map(async (agent) => {
            while (next < players.length) {
              const player = players[next++]!;
              const answer = await call(agent, url + path(player), player.token);
              if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`);
              bytes += answer.bytes;
            }
          }),
        );
        const after = cpuSeconds(child.pid!);
        const us = ((after.all - before.all) * 1e6) / players.length;
        const mainUs = ((after.main - before.main) * 1e6) / players.length;
        // On the monotonic clock V8's profiles use, to find each pass in a BENCH_CPU_PROF_DIR profile.
        if (PROF_DIR)
          console.log(`  ${name} round ${round}: ${startedUs}-${process.hrtime.bigint() / 1000n} µs (monotonic)`);
        if (round === 0) continue;
        const key = `${name}\n${label}`;
        rounds.set(key, [...(rounds.get(key) ?? []), { us, mainUs, bytes: bytes / players.length }]);
      }
    }
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
  const mainMedian = (key: string) => median((rounds.get(key) ?? []).map((m) => m.mainUs));
  for (const [key, measured] of rounds) {
    const [name, label] = key.split("\n") as [string, string];
    const lowest = measured.reduce((low, m) => (m.us < low.us ? m : low));
    const share =
      label === "this checkout"
        ? ` (${((100 * mainMedian(key)) / mainMedian(`${name}\nbaseline`)).toFixed(0)}% of the baseline's)`
        : "";
    console.log(
      `  ${`${name}${label ? `, ${label}` : ""}`.padEnd(BASELINE ? 38 : 22)} ${lowest.us.toFixed(0).padStart(6)} µs CPU per request, ${lowest.mainUs.toFixed(0).padStart(6)} on the serving thread (lowest); median on the serving thread ${mainMedian(key).toFixed(0)}${share}  ${lowest.bytes.toFixed(0).padStart(7)} bytes`,
    );
  }
} finally {
  for (const api of apis) api.child.kill("SIGTERM");
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
