import type { HeapSample, residentMb } from "./process-measures.ts";

// bench:load's printed report: latencies of the steady periods and of the flip windows, errors, exactly-once
// flips and push hints, where the CPU went second by second, and memory minute by minute.

export interface Sample {
  /** When the request began (performance.now()). */
  readonly at: number;
  readonly ms: number;
  /** 0 when no answer came. */
  readonly status: number;
}

/** A push socket that closed before the run ended: its close code, when, and whether it had opened. */
export interface LostSocket {
  readonly code: number;
  readonly at: number;
  /** From its creation to its loss: for one that never opened, how long its handshake went on. */
  readonly triedMs: number;
  readonly opened: boolean;
  /** What its error event said, if it had one. */
  readonly error: string;
}

/** Each second: CPU ticks of the first API's threads by name, and the load generator's. */
export interface CpuSample {
  readonly at: number;
  readonly api: Map<string, number>;
  readonly generator: number;
}

/** Every 2 s: each API process's resident memory. */
export interface MemorySample {
  readonly at: number;
  readonly mb: ReturnType<typeof residentMb>[];
}

export interface LoadRun {
  readonly multi: boolean;
  readonly apiCount: number;
  readonly players: number;
  readonly flips: number;
  readonly flipEveryMs: number;
  /** When the players' ramp began, how long it lasted, and how long a flip's window is. */
  readonly started: number;
  readonly rampMs: number;
  readonly afterFlipMs: number;
  readonly samples: readonly Sample[];
  readonly refusals: number;
  /** When each flip was made due, and when each push hint arrived. */
  readonly flipsAt: readonly number[];
  readonly pushedAt: readonly number[];
  readonly pushTurns: number;
  /** Push sockets that ended before the run did. */
  readonly socketsLost: readonly LostSocket[];
  readonly turnBefore: number;
  readonly turnAfter: number;
  /** turn_flipped events written during the run. */
  readonly flipEvents: number;
  readonly laneShares: readonly { lane: number; gets: number }[];
  readonly cpu: readonly CpuSample[];
  readonly memory: readonly MemorySample[];
  /** V8's heaps of the first API, as it reports them. */
  readonly heaps: readonly (HeapSample & { at: number })[];
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : NaN;
};

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export const printReport = (run: LoadRun): void => {
  const { multi, apiCount, players, flips, flipEveryMs, started, rampMs, afterFlipMs, samples, refusals } = run;
  const { flipsAt, pushedAt, pushTurns, socketsLost, turnBefore, turnAfter, flipEvents, laneShares } = run;
  const { cpu, memory, heaps } = run;
  const counted = samples.filter((s) => s.at >= started + rampMs);
  const inFlip = (s: Sample) => flipsAt.some((f) => s.at >= f && s.at < f + afterFlipMs);
  const line = (name: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms);
    console.log(
      `  ${name.padEnd(22)} ${String(list.length).padStart(7)} requests  p50 ${pct(ms, 50).toFixed(1)}  p95 ${pct(ms, 95).toFixed(1)}  p99 ${pct(ms, 99).toFixed(1)} ms`,
    );
  };
  console.log(
    `  ${multi ? "2 API processes (TURN_WORKER=off) + 1 worker process" : "1 API process with its worker thread"}, ${players} players, ${flips} flips every ${flipEveryMs / 1000} s`,
  );
  line(
    "steady",
    counted.filter((s) => !inFlip(s)),
  );
  line("10 s after each flip", counted.filter(inFlip));
  // Each flip's window on its own: whether later flips (a bigger galaxy, fuller caches) answer slower.
  const windowP95s = flipsAt.map((f) =>
    pct(
      counted.filter((s) => s.at >= f && s.at < f + afterFlipMs).map((s) => s.ms),
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
    `  flips: turn ${turnBefore} -> ${turnAfter}, ${flipEvents} turn_flipped events (exactly once: ${turnAfter - turnBefore === flips && flipEvents === flips}); push turn hints received ${pushTurns} (expected ${players * flips}); push sockets lost before the end: ${socketsLost.length}${socketsLost.length > 0 ? ` (close codes ${[...new Set(socketsLost.map((l) => l.code))].join(", ")}; ${lostUnopened(socketsLost)}; errors: ${[...new Set(socketsLost.map((l) => l.error || "none"))].join(" | ")}; lost ${((Math.min(...socketsLost.map((l) => l.at)) - started) / 1000).toFixed(0)}-${((Math.max(...socketsLost.map((l) => l.at)) - started) / 1000).toFixed(0)} s after the start, flips made due at ${flipsAt.map((f) => ((f - started) / 1000).toFixed(0)).join(", ")} s)` : ""}`,
  );
  // Cores used per thread over the flip windows and over the rest (samples a second apart; the first API only).
  const coresUsed = (inWindow: boolean) => {
    const use = new Map<string, number>();
    let seconds = 0;
    for (let i = 1; i < cpu.length; i++) {
      const [a, b] = [cpu[i - 1]!, cpu[i]!];
      if (a.at < started + rampMs || flipsAt.some((f) => b.at > f && a.at < f + afterFlipMs) !== inWindow) continue;
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
    for (let second = 0; second < afterFlipMs / 1000; second++) {
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
  for (let a = 0; a < apiCount; a++) {
    const mb = memory.map((m) => m.mb[a]?.rss ?? NaN);
    const late = half.map((m) => m.mb[a]?.rss ?? NaN);
    console.log(
      `  API ${a + 1} resident memory: start ${mb[0]?.toFixed(0)} MB, peak ${Math.max(...mb).toFixed(0)} MB, last half ${Math.min(...late).toFixed(0)}-${Math.max(...late).toFixed(0)} MB (its first and last ten seconds: ${firstLast(late)})`,
    );
    console.log(
      `    of it anonymous, last half's first and last ten seconds: ${firstLast(half.map((m) => m.mb[a]?.anon ?? NaN))}; file-backed (code, the mapped database): ${firstLast(half.map((m) => m.mb[a]?.file ?? NaN))}`,
    );
  }
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

/** How many lost sockets never opened, and how long their handshakes went on. */
const lostUnopened = (lost: readonly LostSocket[]): string => {
  const tried = lost.filter((l) => !l.opened).map((l) => l.triedMs / 1000);
  if (tried.length === 0) return "0 never opened";
  return `${tried.length} never opened, after ${Math.min(...tried).toFixed(1)}-${Math.max(...tried).toFixed(1)} s of trying`;
};
