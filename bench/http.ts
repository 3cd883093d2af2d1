/**
 * npm run bench:http — the product against a bare node:http server in one run: interleaved rounds, each server
 * pinned to core 0 and this load generator to core 1, 50 connections. Prints requests per second, p50 and p99
 * per endpoint and the product's ratio to raw. The raw server replies with the very bytes (and encoding) the
 * product sent for that request, so the larger reads compare like with like.
 * Each read is recorded again just before it is measured (the writes add events and trades), after the product
 * dropped the build jobs earlier build orders queued; while build orders are measured, the product keeps their
 * queue short (see http/product-server.ts).
 * Also prints each server's CPU time per request and raw's as a share of the product's ("CPU ratio"): what the
 * requests-per-second ratio would be on a core of their own, and steady when other sessions load the machine.
 * BENCH_SECONDS (default 3) per measurement, BENCH_ROUNDS (default 4: with two, /health read 85–93% of raw from run
 * to run on this machine, with six 93–97%); BENCH_ONLY=health,planets measures only the endpoints whose names contain
 * one of these words.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 3);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 4);
const CONNECTIONS = 50;
const SERVER_CORE = process.env["BENCH_SERVER_CORE"] ?? "0";

/** Starts a script on the server core (taskset keeps the IPC channel: it execs node with the same fds). */
const startChild = (script: string): ChildProcess =>
  fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execPath: "taskset",
    execArgv: ["-c", SERVER_CORE, process.execPath, "--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });

const nextMessage = <T>(child: ChildProcess): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (m: unknown) => {
      child.off("exit", onExit);
      resolve(m as T);
    };
    const onExit = (code: number | null) => {
      child.off("message", onMessage);
      reject(new Error(`child exited (${code}) before answering`));
    };
    child.once("message", onMessage);
    child.once("exit", onExit);
  });

interface Setup {
  readonly url: string;
  readonly galaxyId: string;
  readonly planetId: string;
  readonly token: string;
}

const product = startChild("./http/product-server.ts");
const raw = startChild("./http/raw-server.ts");
try {
  const setup = await nextMessage<Setup>(product);
  const { port } = await nextMessage<{ port: number }>(raw);
  const g = setup.galaxyId;
  const headers = {
    authorization: `Bearer ${setup.token}`,
    "accept-encoding": "gzip, deflate, br",
    "content-type": "application/json",
  };
  const allEndpoints: { name: string; method: string; path: string; body?: string }[] = [
    { name: "/health", method: "GET", path: "/health" },
    { name: "turn-info", method: "GET", path: `/galaxy/turn-info/${g}` },
    { name: "player stats", method: "GET", path: `/player/stats?galaxyId=${g}` },
    { name: "planets", method: "GET", path: `/galaxy/planets/${g}` },
    { name: "events", method: "GET", path: `/events/${g}?limit=50` },
    {
      name: "market buy",
      method: "POST",
      path: `/market/buy?galaxyId=${g}`,
      body: JSON.stringify({ resource: "iron", quantity: 1 }),
    },
    {
      name: "build order",
      method: "POST",
      path: "/build/order",
      body: JSON.stringify({ galaxyId: g, orders: [{ planetId: setup.planetId, buildingType: "farm", quantity: 1 }] }),
    },
  ];

  const only = process.env["BENCH_ONLY"]?.split(",").filter(Boolean) ?? [];
  const endpoints = allEndpoints.filter((e) => only.length === 0 || only.some((word) => e.name.includes(word)));

  // Record what the product answers so the raw server can send the same bytes. Recorded again before each
  // measurement: the writes add events, jobs and trades, so later reads answer more than the first ones did.
  const recorded: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  const record = async (e: (typeof endpoints)[number], print: boolean) => {
    const res = await fetch(setup.url + e.path, {
      method: e.method,
      headers,
      ...(e.body ? { body: e.body } : {}),
      // undici would decode the body: ask for the bytes as sent.
      decompress: false,
    } as RequestInit);
    const kept: Record<string, string> = {};
    for (const name of ["content-type", "content-encoding", "cache-control", "vary"]) {
      const value = res.headers.get(name);
      if (value) kept[name] = value;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status >= 300) throw new Error(`${e.name}: the product answered ${res.status}: ${body.toString()}`);
    recorded[`${e.method} ${e.path}`] = { status: res.status, headers: kept, body: body.toString("base64") };
    if (print) {
      console.log(
        `${e.name}: ${res.status}, ${body.length} bytes${kept["content-encoding"] ? ` (${kept["content-encoding"]})` : ""}`,
      );
    }
    raw.send(recorded);
    await nextMessage(raw);
  };
  for (const e of endpoints) await record(e, true);

  // CPU time the server process spent (user + system, µs), asked over IPC: per request it does not depend on how
  // busy the machine is, unlike requests per second when other work shares the server's core.
  const cpuOf = async (child: ChildProcess): Promise<number> => {
    child.send({ cpu: true });
    return (await nextMessage<{ cpu: number }>(child)).cpu;
  };
  const measure = async (base: string, e: (typeof endpoints)[number]) => {
    const child = base === setup.url ? product : raw;
    const cpuBefore = await cpuOf(child);
    const r = await autocannon({
      url: base + e.path,
      method: e.method,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
      ...(e.body ? { body: e.body } : {}),
    });
    const cpu = (await cpuOf(child)) - cpuBefore;
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bad: r.errors + r.timeouts + r.non2xx,
      cpuPerRequest: cpu / Math.max(1, r.requests.total),
    };
  };
  type Figures = Awaited<ReturnType<typeof measure>>;
  const results = new Map<string, { raw: Figures[]; product: Figures[] }>();
  // Warm both servers (JIT, caches) before anything counts.
  for (const e of endpoints) {
    await autocannon({
      url: setup.url + e.path,
      method: e.method,
      headers,
      connections: 10,
      duration: 1,
      ...(e.body ? { body: e.body } : {}),
    });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const e of endpoints) {
      const entry = results.get(e.name) ?? { raw: [], product: [] };
      // Alternate which goes first so neither always gets the warmer machine.
      const order = round % 2 === 0 ? (["raw", "product"] as const) : (["product", "raw"] as const);
      if (e.method === "GET") {
        product.send({ tidy: true });
        await nextMessage(product);
        await record(e, round === ROUNDS - 1);
      }
      const fillsQueue = e.name === "build order";
      if (fillsQueue) {
        product.send({ keepQueueShort: true });
        await nextMessage(product);
      }
      for (const which of order) {
        entry[which].push(await measure(which === "raw" ? `http://127.0.0.1:${port}` : setup.url, e));
      }
      if (fillsQueue) {
        product.send({ keepQueueShort: false });
        await nextMessage(product);
      }
      results.set(e.name, entry);
    }
  }
  const mean = (list: Figures[], key: keyof Figures) => list.reduce((s, f) => s + f[key], 0) / list.length;
  console.log(
    `\n${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections, servers on core ${SERVER_CORE}\n`,
  );
  console.log(
    "endpoint        raw rps  product rps  ratio   raw p50/p99 ms  product p50/p99 ms  p99 ratio  errors" +
      "   raw/product µs CPU per request  CPU ratio",
  );
  for (const [name, r] of results) {
    const rawRps = mean(r.raw, "rps");
    const rps = mean(r.product, "rps");
    const rawP99 = mean(r.raw, "p99");
    const p99 = mean(r.product, "p99");
    console.log(
      `${name.padEnd(14)} ${rawRps.toFixed(0).padStart(8)} ${rps.toFixed(0).padStart(12)} ${((rps / rawRps) * 100).toFixed(0).padStart(5)}%` +
        `   ${mean(r.raw, "p50").toFixed(1).padStart(6)}/${rawP99.toFixed(1).padEnd(6)}` +
        `   ${mean(r.product, "p50").toFixed(1).padStart(8)}/${p99.toFixed(1).padEnd(8)}` +
        `   ${(p99 / Math.max(rawP99, 1)).toFixed(1).padStart(6)}x  ${mean(r.product, "bad").toFixed(0).padStart(6)}` +
        `   ${mean(r.raw, "cpuPerRequest").toFixed(0).padStart(8)}/${mean(r.product, "cpuPerRequest").toFixed(0).padEnd(8)}` +
        `               ${((mean(r.raw, "cpuPerRequest") / mean(r.product, "cpuPerRequest")) * 100).toFixed(0).padStart(5)}%`,
    );
  }
  // The writes' floor: the same orders on the services directly, with no HTTP at all. The target (30% of raw's
  // requests per second) leaves the product raw's CPU per request / 0.3 for everything, HTTP included.
  const writes = [
    ["market buy", "buy"],
    ["build order", "build"],
  ] as const;
  const measured = writes.filter(([name]) => results.has(name));
  if (measured.length > 0) {
    console.log("\nwrites without HTTP (the same order on the services, 50 at a time, 20,000 orders):");
    for (const [name, which] of measured) {
      product.send({ withoutHttp: which });
      const floor = await nextMessage<{ cpuPerOrder: number; ordersPerS: number }>(product);
      const r = results.get(name)!;
      console.log(
        `${name.padEnd(14)} ${floor.cpuPerOrder.toFixed(0).padStart(5)} µs CPU per order (${floor.ordersPerS.toFixed(0)} orders/s); ` +
          `through HTTP ${mean(r.product, "cpuPerRequest").toFixed(0)} µs; 30% of raw allows ${(mean(r.raw, "cpuPerRequest") / 0.3).toFixed(0)} µs for all of it`,
      );
    }
  }
} finally {
  product.kill("SIGTERM");
  raw.kill("SIGTERM");
}
