/**
 * npm run bench:load — N simulated players of the benchmark galaxy (bench/turn/galaxy-setup.ts), each with its
 * own keep-alive agent and one push socket, on the spec's polling mix (turn-info and stats every 10 s, events
 * every 30 s, the galaxy drawer every 60 s, one build order a minute) plus the dashboard's query set refetched
 * over 0-5 s after each pushed flip, through BENCH_FLIPS flips. Prints p50/p95/p99 for steady periods and for the
 * 10 s after each flip, errors (5xx and failed connections; refusals are counted apart), and the servers'
 * resident memory.
 *
 * BENCH_PLAYERS (default 1000, at most the galaxy's 900 player empires + extra NPCs taken over), BENCH_FLIPS
 * (3), BENCH_FLIP_EVERY_S (30). BENCH_TOPOLOGY=multi (needs BENCH_DATABASE_URL/TEST_DATABASE_URL): 2 API
 * processes with TURN_WORKER=off and one `npm run worker` process on PostgreSQL, players split between the two
 * APIs: a correctness run (0 errors, exactly-once flips, push across processes). BENCH_EMPIRES shrinks the galaxy.
 * BENCH_DASHBOARD=six: the refetch after a flip as six requests instead of the one GET /player/dashboard.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrate, openDatabase, type Db } from "@nova/server";
import { cpuTicks } from "./proc-cpu.ts";
import { assignUsers, dashboardRefetchPath, requestAsPlayer } from "./turn/load-players.ts";
import { BENCH_GALAXY, setNextTurnAt, setupBenchGalaxy } from "./turn/galaxy-setup.ts";

const PLAYERS = Number(process.env["BENCH_PLAYERS"] ?? 1000);
const FLIPS = Number(process.env["BENCH_FLIPS"] ?? 3);
const FLIP_EVERY_MS = Number(process.env["BENCH_FLIP_EVERY_S"] ?? 30) * 1000;
const MULTI = process.env["BENCH_TOPOLOGY"] === "multi";
const PROF_DIR = process.env["BENCH_CPU_PROF_DIR"];
const SIX_READS = process.env["BENCH_DASHBOARD"] === "six";
const RAMP_MS = 10_000;
const AFTER_FLIP_MS = 10_000;
const G = BENCH_GALAXY.GALAXY;

interface Sample {
  readonly at: number;
  readonly ms: number;
  readonly status: number;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : NaN;
};

/** CPU ticks (user + system, 1/100 s) of each thread of a process, by thread name (threads of a name summed). */
const threadTicks = (pid: number | undefined): Map<string, number> => {
  const ticks = new Map<string, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const name = String(tid) === String(pid) ? "main" : readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      ticks.set(name, (ticks.get(name) ?? 0) + cpuTicks(`/proc/${pid}/task/${tid}/stat`));
    }
  } catch {
    // The process has ended.
  }
  return ticks;
};

/** What the first API process says of its V8 heaps (turn/stall-server.ts), in MB. */
interface HeapSample {
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  readonly externalMb: number;
  readonly workerHeapTotalMb: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * A process's resident memory (MB) from /proc/<pid>/status, and its parts: anonymous (heaps: V8's, SQLite's page
 * caches, malloc's arenas) and file-backed (code, and the database file's pages that SQLite maps and has touched:
 * the kernel's page cache, reclaimable, growing with the file).
 */
const residentMb = (pid: number | undefined) => {
  const field = (status: string, name: string) => {
    const match = status.match(new RegExp(`${name}:\\s+(\\d+)`));
    return match ? Number(match[1]) / 1024 : NaN;
  };
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return { rss: field(status, "VmRSS"), anon: field(status, "RssAnon"), file: field(status, "RssFile") };
  } catch {
    return { rss: NaN, anon: NaN, file: NaN };
  }
};

const startApi = (env: Record<string, string>) =>
  new Promise<{ url: string; child: ChildProcess }>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./turn/stall-server.ts", import.meta.url)), [], {
      // BENCH_CPU_PROF_DIR: a V8 CPU profile of each API process, written when it stops (see the flip times printed).
      // BENCH_API_NODE_FLAGS: more flags for each API process's Node (e.g. V8's heap sizes), split on spaces.
      execArgv: [
        "--import",
        "tsx",
        ...(PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROF_DIR}`] : []),
        ...(process.env["BENCH_API_NODE_FLAGS"]?.split(" ").filter(Boolean) ?? []),
      ],
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (m) => resolve({ url: (m as { url: string }).url, child }));
    child.once("exit", (code) => reject(new Error(`API process exited (${code})`)));
  });

const startWorkerProcess = (env: Record<string, string>) =>
  spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("../apps/server/src/worker-main.ts", import.meta.url))],
    {
      env: { ...process.env, SCHEDULER_INTERVAL_MS: "200", DEMO_GALAXY: "false", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );

const run = async (label: string, db: Db, databaseUrl: string, pgSchema?: string) => {
  await migrate(db, pgSchema);
  const t0 = performance.now();
  await setupBenchGalaxy(db);
  const players = await assignUsers(db, PLAYERS);
  console.log(
    `${label}: galaxy ready in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${players.length} players, the refetch after a flip in ${SIX_READS ? "six requests" : "one request"}`,
  );
  // The first flips due at setup are far ahead; the benchmark makes each one due itself.
  await setNextTurnAt(db, Date.now() + 3_600_000);

  const env = { BENCH_DATABASE: databaseUrl, ...(pgSchema ? { BENCH_PG_SCHEMA: pgSchema } : {}) };
  const apis = MULTI
    ? [await startApi({ ...env, BENCH_TURN_WORKER: "off" }), await startApi({ ...env, BENCH_TURN_WORKER: "off" })]
    : [await startApi({ ...env, BENCH_TURN_WORKER: "thread" })];
  const worker = MULTI
    ? startWorkerProcess({ DATABASE_URL: databaseUrl, ...(pgSchema ? { PG_SCHEMA: pgSchema } : {}) })
    : null;

  const samples: Sample[] = [];
  let refusals = 0;
  let pushTurns = 0;
  /** Close codes of push sockets that ended before the run did (the server closed them, or the connection broke). */
  const socketsLost: number[] = [];
  let ending = false;
  const pushedAt: number[] = [];
  const started = performance.now();
  const call = (agent: Agent, base: string, token: string, method: string, path: string, body?: unknown) => {
    const at = performance.now();
    requestAsPlayer(agent, base + path, token, method, body, (res) => {
      res.resume();
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        if (status >= 400 && status < 500) refusals++;
        samples.push({ at, ms: performance.now() - at, status });
      });
    }).on("error", () => samples.push({ at, ms: performance.now() - at, status: 0 }));
  };

  const timers: NodeJS.Timeout[] = [];
  const sockets: WebSocket[] = [];
  // What an open dashboard asks for again after a flip's push, as Chromium showed it (docs/decisions.md 211, 214):
  // its six reads in one request. BENCH_DASHBOARD=six asks for them one by one, as the client did before 214.
  // Not the incoming attacks: the benchmark galaxy holds none, and an empty list is not asked for again at a flip.
  const dashboard = SIX_READS
    ? [
        "/player/stats?galaxyId=" + G,
        `/galaxy/planets/${G}`,
        `/player/advice/${G}`,
        `/research/stats?galaxyId=${G}`,
        `/events/${G}?limit=50`,
        `/news/${G}?limit=10`,
      ]
    : [dashboardRefetchPath(G)];
  players.forEach((player, i) => {
    const base = apis[i % apis.length]!.url;
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    const get = (path: string) => call(agent, base, player.token, "GET", path);
    const every = (ms: number, action: () => void) => {
      action();
      timers.push(setInterval(action, ms));
    };
    timers.push(
      setTimeout(
        () => {
          every(10_000, () => {
            get(`/galaxy/turn-info/${G}`);
            get(`/player/stats?galaxyId=${G}`);
          });
          every(30_000, () => get(`/events/${G}?limit=50`));
          every(60_000, () => get(`/events/${G}/stream?limit=100`));
          // Each player's orders start at a random point of the minute, as players' orders come: started with
          // the ramp, they came in a 10 s burst each minute, and between bursts no write moved the database's
          // version, so every poll was answered from the kept answers (decision 213). Timers drift under load and
          // the bursts spread out over a long run, which made its later flips look worse than its first.
          timers.push(
            setTimeout(
              () =>
                every(60_000, () =>
                  call(agent, base, player.token, "POST", "/build/order", {
                    galaxyId: G,
                    orders: [{ planetId: player.home, buildingType: "farm", quantity: 1 }],
                  }),
                ),
              Math.random() * 60_000,
            ),
          );
          const socket = new WebSocket(`${base.replace("http", "ws")}/push/${G}`);
          socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "auth", token: player.token })));
          socket.addEventListener("message", (event) => {
            const message = JSON.parse(String(event.data)) as { type: string };
            if (message.type !== "turn") return;
            pushTurns++;
            pushedAt.push(performance.now());
            timers.push(setTimeout(() => dashboard.forEach(get), Math.random() * 5_000));
          });
          socket.addEventListener("close", (event) => {
            if (!ending) socketsLost.push(event.code);
          });
          sockets.push(socket);
        },
        (i / players.length) * RAMP_MS,
      ),
    );
  });

  const memory: { at: number; mb: ReturnType<typeof residentMb>[] }[] = [];
  // Where the machine's CPU goes, each second: the API's threads by name, and this load generator.
  const cpu: { at: number; api: Map<string, number>; generator: number }[] = [];
  const cpuTimer = setInterval(() => {
    const generator = process.cpuUsage();
    cpu.push({
      at: performance.now(),
      api: threadTicks(apis[0]!.child.pid),
      generator: (generator.user + generator.system) / 10_000,
    });
  }, 1_000);
  // V8's heap of the first API, as it reports it (see turn/stall-server.ts).
  const heaps: (HeapSample & { at: number })[] = [];
  apis[0]?.child.on("message", (m: { kind?: string } & HeapSample) => {
    if (m.kind === "heap") heaps.push({ ...m, at: performance.now() });
  });
  const memTimer = setInterval(() => {
    memory.push({ at: performance.now(), mb: apis.map((a) => residentMb(a.child.pid)) });
    apis[0]?.child.send({ heap: true });
  }, 2_000);
  const flipsAt: number[] = [];
  const turnBefore = (
    await db.kysely.selectFrom("galaxies").select("current_turn").where("id", "=", G).executeTakeFirstOrThrow()
  ).current_turn;
  await new Promise((r) => setTimeout(r, RAMP_MS + 5_000));
  for (let f = 0; f < FLIPS; f++) {
    flipsAt.push(performance.now());
    // On the monotonic clock V8's profiles use (µs), to find the flip windows in a BENCH_CPU_PROF_DIR profile.
    if (PROF_DIR) console.log(`  flip ${f + 1} made due at ${process.hrtime.bigint() / 1000n} µs (monotonic)`);
    await setNextTurnAt(db, Date.now() - 1);
    await new Promise((r) => setTimeout(r, FLIP_EVERY_MS));
  }
  for (const t of timers) clearTimeout(t);
  clearInterval(memTimer);
  clearInterval(cpuTimer);
  ending = true;
  for (const s of sockets) s.close();
  await new Promise((r) => setTimeout(r, 2_000));
  const turnAfter = (
    await db.kysely.selectFrom("galaxies").select("current_turn").where("id", "=", G).executeTakeFirstOrThrow()
  ).current_turn;
  const flipEvents = await db.kysely
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("galaxy_id", "=", G)
    .where("event_type", "=", "turn_flipped")
    .where("turn_number", ">", turnBefore)
    .executeTakeFirstOrThrow();
  const laneShares = await Promise.all(
    apis.map(
      (api) =>
        new Promise<{ lane: number; gets: number }>((resolve) => {
          const answer = (m: { kind?: string; lane?: number; gets?: number }) => {
            if (m.kind !== "laneShare") return;
            api.child.off("message", answer);
            resolve({ lane: m.lane ?? 0, gets: m.gets ?? 0 });
          };
          api.child.on("message", answer);
          api.child.send({ laneShare: true });
        }),
    ),
  );
  for (const api of apis) api.child.kill("SIGTERM");
  worker?.kill("SIGTERM");

  const counted = samples.filter((s) => s.at >= started + RAMP_MS);
  const inFlip = (s: Sample) => flipsAt.some((f) => s.at >= f && s.at < f + AFTER_FLIP_MS);
  const line = (name: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms);
    console.log(
      `  ${name.padEnd(22)} ${String(list.length).padStart(7)} requests  p50 ${pct(ms, 50).toFixed(1)}  p95 ${pct(ms, 95).toFixed(1)}  p99 ${pct(ms, 99).toFixed(1)} ms`,
    );
  };
  console.log(
    `  ${MULTI ? "2 API processes (TURN_WORKER=off) + 1 worker process" : "1 API process with its worker thread"}, ${players.length} players, ${FLIPS} flips every ${FLIP_EVERY_MS / 1000} s`,
  );
  line(
    "steady",
    counted.filter((s) => !inFlip(s)),
  );
  line("10 s after each flip", counted.filter(inFlip));
  // Each flip's window on its own: whether later flips (a bigger galaxy, fuller caches) answer slower.
  const windowP95s = flipsAt.map((f) =>
    pct(
      counted.filter((s) => s.at >= f && s.at < f + AFTER_FLIP_MS).map((s) => s.ms),
      95,
    ),
  );
  console.log(`  per flip window, p95 ms: ${windowP95s.map((p) => p.toFixed(0)).join(", ")}`);
  line("all", counted);
  const errors = counted.filter((s) => s.status === 0 || s.status >= 500).length;
  console.log(`  errors (5xx or no answer): ${errors}; refusals (4xx): ${refusals}`);
  const lane = laneShares.reduce((sum, s) => sum + s.lane, 0);
  const gets = laneShares.reduce((sum, s) => sum + s.gets, 0);
  console.log(`  answered by the fast lane: ${lane} of ${gets} successful GETs (${((100 * lane) / gets).toFixed(0)}%)`);
  console.log(
    `  flips: turn ${turnBefore} -> ${turnAfter}, ${Number(flipEvents.n)} turn_flipped events (exactly once: ${turnAfter - turnBefore === FLIPS && Number(flipEvents.n) === FLIPS}); push turn hints received ${pushTurns} (expected ${players.length * FLIPS}); push sockets lost before the end: ${socketsLost.length}${socketsLost.length > 0 ? ` (close codes ${[...new Set(socketsLost)].join(", ")})` : ""}`,
  );
  // Cores used per thread over the flip windows and over the rest (samples a second apart; the first API only).
  const coresUsed = (inWindow: boolean) => {
    const use = new Map<string, number>();
    let seconds = 0;
    for (let i = 1; i < cpu.length; i++) {
      const [a, b] = [cpu[i - 1]!, cpu[i]!];
      if (a.at < started + RAMP_MS || flipsAt.some((f) => b.at > f && a.at < f + AFTER_FLIP_MS) !== inWindow) continue;
      seconds += (b.at - a.at) / 1000;
      for (const [name, ticks] of b.api)
        use.set(`API ${name}`, (use.get(`API ${name}`) ?? 0) + ticks - (a.api.get(name) ?? 0));
      use.set("load generator", (use.get("load generator") ?? 0) + b.generator - a.generator);
    }
    return [...use]
      .filter(([, ticks]) => ticks / 100 / seconds >= 0.01)
      .sort((x, y) => y[1] - x[1])
      .map(([name, ticks]) => `${name} ${(ticks / 100 / seconds).toFixed(2)}`)
      .join(", ");
  };
  // The first flip and the worst one (highest p95 in its window), second by second: when the hints arrived, how busy
  // the API's serving thread was, and how long the requests begun in that second took.
  const worst = windowP95s.reduce((w, p, i) => (p > windowP95s[w]! ? i : w), 0);
  for (const f of new Set([0, worst])) {
    const flipAt = flipsAt[f]!;
    // Threads other than the serving one, busy in that second (the turn worker's flip, compression, the GC's).
    const others = (a: (typeof cpu)[number], b: (typeof cpu)[number]) =>
      [...b.api]
        .filter(([name]) => name !== "main")
        .map(([name, ticks]) => [name, (ticks - (a.api.get(name) ?? 0)) / 100 / ((b.at - a.at) / 1000)] as const)
        .filter(([, cores]) => cores >= 0.05)
        .map(([name, cores]) => `${name} ${(cores * 100).toFixed(0)}%`)
        .join(", ");
    console.log(
      `  flip ${f + 1}, second by second (s after it was made due: hints received, API main thread busy, requests begun, their p50/p95 ms, other busy threads):`,
    );
    for (let second = 0; second < AFTER_FLIP_MS / 1000; second++) {
      const [from, to] = [flipAt + second * 1000, flipAt + (second + 1) * 1000];
      const begun = samples.filter((x) => x.at >= from && x.at < to).map((x) => x.ms);
      const a = cpu.findLast((c) => c.at <= from);
      const b = cpu.find((c) => c.at >= to);
      const busy = a && b ? ((b.api.get("main") ?? 0) - (a.api.get("main") ?? 0)) / 100 / ((b.at - a.at) / 1000) : NaN;
      console.log(
        `    ${String(second).padStart(2)}-${String(second + 1).padEnd(2)} ${String(pushedAt.filter((t) => t >= from && t < to).length).padStart(5)} hints  main ${(busy * 100).toFixed(0).padStart(3)}%  ${String(begun.length).padStart(5)} requests  ${pct(begun, 50).toFixed(0).padStart(5)} / ${pct(begun, 95).toFixed(0).padStart(5)}  ${a && b ? others(a, b) : ""}`,
      );
    }
  }
  console.log(`  cores used in the flip windows: ${coresUsed(true)}`);
  console.log(`  cores used the rest of the time: ${coresUsed(false)}`);
  const half = memory.slice(Math.floor(memory.length / 2));
  const firstLast = (values: number[]) =>
    `${mean(values.slice(0, 5)).toFixed(0)} and ${mean(values.slice(-5)).toFixed(0)} MB`;
  apis.forEach((_, a) => {
    const mb = memory.map((m) => m.mb[a]?.rss ?? NaN);
    const late = half.map((m) => m.mb[a]?.rss ?? NaN);
    console.log(
      `  API ${a + 1} resident memory: start ${mb[0]?.toFixed(0)} MB, peak ${Math.max(...mb).toFixed(0)} MB, last half ${Math.min(...late).toFixed(0)}-${Math.max(...late).toFixed(0)} MB (its first and last ten seconds: ${firstLast(late)})`,
    );
    console.log(
      `    of it anonymous, last half's first and last ten seconds: ${firstLast(half.map((m) => m.mb[a]?.anon ?? NaN))}; file-backed (code, the mapped database): ${firstLast(half.map((m) => m.mb[a]?.file ?? NaN))}`,
    );
  });
  const lateHeap = heaps.slice(Math.floor(heaps.length / 2));
  console.log(
    `  API 1 V8 heap used, last half: ${Math.min(...lateHeap.map((h) => h.heapUsedMb)).toFixed(0)}-${Math.max(...lateHeap.map((h) => h.heapUsedMb)).toFixed(0)} MB (its first and last ten seconds: ${firstLast(lateHeap.map((h) => h.heapUsedMb))}); outside it (Buffers and other memory V8 was told of): ${firstLast(lateHeap.map((h) => h.externalMb))}`,
  );
  // Minute by minute: whether memory levels off, and which part grows. V8's heaps are counted as committed (what
  // V8 holds from the system, used or not); the rest of the anonymous memory is SQLite's page caches, malloc's
  // arenas, Node's own buffers.
  console.log(
    "  API 1 memory minute by minute (MB): resident, anonymous, V8 heap committed (API thread, turn worker), the rest of anonymous",
  );
  const start = memory[0]?.at ?? 0;
  for (let minute = 1; ; minute++) {
    const at = start + minute * 60_000;
    const m = memory.findLast((sample) => sample.at <= at);
    const h = heaps.findLast((sample) => sample.at <= at);
    if (!m || !h || m.at < at - 60_000) break;
    const api = m.mb[0];
    if (!api) break;
    console.log(
      `    ${String(minute).padStart(3)} min  ${api.rss.toFixed(0).padStart(5)}  ${api.anon.toFixed(0).padStart(5)}  ${h.heapTotalMb.toFixed(0).padStart(4)} + ${h.workerHeapTotalMb.toFixed(0).padStart(4)}  ${(api.anon - h.heapTotalMb - h.workerHeapTotalMb).toFixed(0).padStart(5)}`,
    );
    if (at > (memory.at(-1)?.at ?? 0)) break;
  }
};

const pgUrl = process.env["BENCH_DATABASE_URL"] ?? process.env["TEST_DATABASE_URL"];
if (MULTI) {
  if (!pgUrl) throw new Error("BENCH_TOPOLOGY=multi needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)");
  const schema = `load_${randomBytes(4).toString("hex")}`;
  const db = openDatabase(pgUrl, { pgSchema: schema });
  try {
    await run("PostgreSQL", db, pgUrl, schema);
  } finally {
    await db.close();
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
} else {
  const dir = mkdtempSync(join(tmpdir(), "nova-load-"));
  const url = `sqlite:${join(dir, "load.db")}`;
  const db = openDatabase(url);
  try {
    await run("SQLite", db, url);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(0);
