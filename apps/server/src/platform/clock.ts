/** The server's only source of time; tests inject a controllable one. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

/**
 * The two times last written, and how: a busy server writes "now" (and, say, the last tick's time next to it) for
 * many answers within one millisecond.
 */
let recent: readonly [readonly [number, string], readonly [number, string]] = [
  [Number.NaN, ""],
  [Number.NaN, ""],
];

export const iso = (ms: number): string => {
  const [newer, older] = recent;
  if (newer[0] === ms) return newer[1];
  if (older[0] === ms) return older[1];
  const text = new Date(ms).toISOString();
  recent = [[ms, text], newer];
  return text;
};
