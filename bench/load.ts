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
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrate, openDatabase, type Db } from "@nova/server";
import { residentMb, threadTicks, type HeapSample } from "./load/process-measures.ts";
import { printReport, type CpuSample, type LostSocket, type MemorySample, type Sample } from "./load/report.ts";
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
  /** Push sockets that ended before the run did (closed by the server, broken, or never made). */
  const socketsLost: LostSocket[] = [];
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
  // What an open dashboard asks for again after a flip's push, as Chromium showed it (docs/decisions.md 211, 214,
  // 231): its six reads in one request. BENCH_DASHBOARD=six asks for the same reads one by one, as the client did
  // before 214.
  // Not the incoming attacks: the benchmark galaxy holds none, and an empty list is not asked for again at a flip.
  const dashboard = SIX_READS
    ? [
        "/player/stats?galaxyId=" + G,
        `/player/infrastructure/${G}`,
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
          const createdAt = performance.now();
          let opened = false;
          let error = "";
          // Node's WebSocket gives a TypeError whose message is the failure's reason, empty when the connection
          // ended without a close frame; its cause, where there is one, is the network error.
          socket.addEventListener("error", (event) => {
            const cause = (event as ErrorEvent).error as
              { name?: string; message?: string; cause?: { code?: string; message?: string } } | undefined;
            error =
              [cause?.name, cause?.message, cause?.cause?.code ?? cause?.cause?.message].filter(Boolean).join(": ") ||
              "error";
          });
          socket.addEventListener("open", () => {
            opened = true;
            socket.send(JSON.stringify({ type: "auth", token: player.token }));
          });
          socket.addEventListener("message", (event) => {
            const message = JSON.parse(String(event.data)) as { type: string };
            if (message.type !== "turn") return;
            pushTurns++;
            pushedAt.push(performance.now());
            timers.push(setTimeout(() => dashboard.forEach(get), Math.random() * 5_000));
          });
          socket.addEventListener("close", (event) => {
            if (!ending)
              socketsLost.push({
                code: event.code,
                at: performance.now(),
                triedMs: performance.now() - createdAt,
                opened,
                error,
              });
          });
          sockets.push(socket);
        },
        (i / players.length) * RAMP_MS,
      ),
    );
  });

  const memory: MemorySample[] = [];
  // Where the machine's CPU goes, each second: the API's threads by name, and this load generator.
  const cpu: CpuSample[] = [];
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
  printReport({
    multi: MULTI,
    apiCount: apis.length,
    players: players.length,
    flips: FLIPS,
    flipEveryMs: FLIP_EVERY_MS,
    started,
    rampMs: RAMP_MS,
    afterFlipMs: AFTER_FLIP_MS,
    samples,
    refusals,
    flipsAt,
    pushedAt,
    pushTurns,
    socketsLost,
    turnBefore,
    turnAfter,
    flipEvents: Number(flipEvents.n),
    laneShares,
    cpu,
    memory,
    heaps,
  });
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
