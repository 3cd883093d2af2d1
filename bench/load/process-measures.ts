import { readdirSync, readFileSync } from "node:fs";
import { cpuTicks } from "../proc-cpu.ts";

// What bench:load samples of the API processes while it runs: their threads' CPU and their memory, from /proc.

/** CPU ticks (user + system, 1/100 s) of each thread of a process, by thread name (threads of a name summed). */
export const threadTicks = (pid: number | undefined): Map<string, number> => {
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
export interface HeapSample {
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  readonly externalMb: number;
  readonly workerHeapTotalMb: number;
}

/**
 * A process's resident memory (MB) from /proc/<pid>/status, and its parts: anonymous (heaps: V8's, SQLite's page
 * caches, malloc's arenas) and file-backed (code, and the database file's pages that SQLite maps and has touched:
 * the kernel's page cache, reclaimable, growing with the file).
 */
export const residentMb = (pid: number | undefined) => {
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
