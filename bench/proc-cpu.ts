import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const TICKS_PER_S = 100;

/**
 * CPU time (user + system, in ticks) from a /proc `stat` file: a process's (`/proc/<pid>/stat`) or one of its
 * threads' (`/proc/<pid>/task/<tid>/stat`). It counts however busy the machine is, unlike wall time.
 */
export const cpuTicks = (statPath: string): number => {
  // The command name, in parentheses, may hold spaces: fields are counted after it (utime and stime are 14 and 15).
  const fields = readFileSync(statPath, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]);
};
