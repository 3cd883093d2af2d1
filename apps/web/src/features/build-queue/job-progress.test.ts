import { describe, expect, it } from "vitest";
import { formatDuration, isFinishedJob, jobProgress, remainingLabel, sortJobs, visibleJobs } from "./job-progress.ts";

const start = "2026-01-01T10:00:00.000Z";
const end = "2026-01-01T10:10:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("jobProgress", () => {
  it("is the elapsed share of start to completion, in percent", () => {
    expect(jobProgress(start, end, at("2026-01-01T10:05:00.000Z"))).toBe(50);
    expect(jobProgress(start, end, at("2026-01-01T10:01:00.000Z"))).toBeCloseTo(10);
  });

  it("is bounded 0 to 100", () => {
    expect(jobProgress(start, end, at("2026-01-01T09:00:00.000Z"))).toBe(0);
    expect(jobProgress(start, end, at("2026-01-01T11:00:00.000Z"))).toBe(100);
  });

  it("handles an empty span and bad dates", () => {
    expect(jobProgress(end, end, at(end))).toBe(100);
    expect(jobProgress(end, end, at(start))).toBe(0);
    expect(jobProgress("soon", end, at(start))).toBe(0);
  });
});

describe("isFinishedJob", () => {
  it("treats 'applied' and 'completed' as finished and anything else as active", () => {
    expect(isFinishedJob("completed")).toBe(true);
    expect(isFinishedJob("applied")).toBe(true);
    expect(isFinishedJob("in_progress")).toBe(false);
    expect(isFinishedJob("queued")).toBe(false);
  });
});

describe("time labels", () => {
  it("formats durations with the two largest units", () => {
    expect(formatDuration(12_000)).toBe("12s");
    expect(formatDuration(250_000)).toBe("4m 10s");
    expect(formatDuration(7_500_000)).toBe("2h 5m");
    expect(formatDuration(90_000_000)).toBe("1d 1h");
    expect(formatDuration(-5)).toBe("0s");
  });

  it("says what remains, or that the job completes at the next flip", () => {
    expect(remainingLabel(end, at("2026-01-01T10:05:50.000Z"))).toBe("4m 10s remaining");
    expect(remainingLabel(end, at("2026-01-01T10:11:00.000Z"))).toBe("Completing at the next turn...");
  });
});

describe("job lists", () => {
  const job = (id: string, state: string, completesAt: string) => ({ id, state, completesAt });
  const jobs = [
    job("done-early", "completed", "2026-01-01T09:00:00.000Z"),
    job("active-late", "in_progress", "2026-01-01T12:00:00.000Z"),
    job("done-late", "applied", "2026-01-01T09:30:00.000Z"),
    job("active-soon", "in_progress", "2026-01-01T11:00:00.000Z"),
  ];

  it("puts active jobs first (soonest first), then finished ones (latest first)", () => {
    expect(sortJobs(jobs).map((j) => j.id)).toEqual(["active-soon", "active-late", "done-late", "done-early"]);
  });

  it("shows only active jobs when Active Only is on", () => {
    expect(visibleJobs(jobs, true).map((j) => j.id)).toEqual(["active-soon", "active-late"]);
    expect(visibleJobs(jobs, false)).toHaveLength(4);
  });
});
