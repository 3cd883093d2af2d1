import { i18n } from "../../i18n/i18n.ts";

/** Job states the server uses for finished work; any other state is active (core-play section 4). */
const FINISHED_STATES = new Set(["applied", "completed"]);

export const isFinishedJob = (state: string): boolean => FINISHED_STATES.has(state);

/**
 * The progress bar's value: the elapsed share of the start-to-completion span in percent, bounded
 * 0 to 100; a job with no span (or a bad date) reads 100 once due and 0 before.
 */
export const jobProgress = (startedAt: string, completesAt: string, now: number): number => {
  const start = Date.parse(startedAt);
  const end = Date.parse(completesAt);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 0;
  if (end <= start) return now >= end ? 100 : 0;
  return Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
};

/** "2h 5m", "4m 10s", "12s": a duration in milliseconds, the two largest units. */
export const formatDuration = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return i18n.t("build:queue.duration.days", { days, hours });
  if (hours > 0) return i18n.t("build:queue.duration.hours", { hours, minutes });
  if (minutes > 0) return i18n.t("build:queue.duration.minutes", { minutes, seconds });
  return i18n.t("build:queue.duration.seconds", { seconds });
};

/** "4m 10s remaining", or "Completing at the next turn..." once the time is up but the turn has not flipped yet. */
export const remainingLabel = (completesAt: string, now: number): string => {
  const left = Date.parse(completesAt) - now;
  return left > 0
    ? i18n.t("build:queue.job.remaining", { duration: formatDuration(left) })
    : i18n.t("build:queue.job.completingNextTurn");
};

interface JobLike {
  readonly state: string;
  readonly completesAt: string;
}

/** Active jobs first (soonest done first), then finished ones (latest done first). */
export const sortJobs = <J extends JobLike>(jobs: readonly J[]): J[] =>
  [...jobs].sort((a, b) => {
    const finishedA = isFinishedJob(a.state);
    const finishedB = isFinishedJob(b.state);
    if (finishedA !== finishedB) return finishedA ? 1 : -1;
    const order = Date.parse(a.completesAt) - Date.parse(b.completesAt);
    return finishedA ? -order : order;
  });

/** The jobs the list shows: only active ones when "Active Only" is on. */
export const visibleJobs = <J extends JobLike>(jobs: readonly J[], activeOnly: boolean): J[] =>
  sortJobs(activeOnly ? jobs.filter((job) => !isFinishedJob(job.state)) : jobs);
