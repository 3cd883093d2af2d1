/** Quiet hours in the player's own time zone: no push or mail then; what comes in waits for the end. */

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (clock: string): number => {
  const [h, m] = clock.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes since local midnight at `now` in `timeZone` (an IANA name the caller has validated). */
export const localMinuteOfDay = (now: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(now));
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
};

export interface QuietHours {
  readonly from: string;
  readonly to: string;
}

/** True when `now` falls in [from, to) local time; a span that passes midnight (22:00-07:00) wraps. */
export const isQuietAt = (now: number, timeZone: string, quiet: QuietHours | null): boolean => {
  if (!quiet) return false;
  const m = localMinuteOfDay(now, timeZone);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  return from < to ? m >= from && m < to : m >= from || m < to;
};

/**
 * When the quiet hours that hold at `now` end (epoch ms, at the start of the `to` minute). A daylight-saving
 * change inside the span moves the true end by up to an hour; the sender then simply checks again.
 */
export const quietEndsAt = (now: number, timeZone: string, quiet: QuietHours): number => {
  const m = localMinuteOfDay(now, timeZone);
  const wait = (minutesOf(quiet.to) - m + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
  const startOfMinute = now - (now % 60_000);
  return startOfMinute + wait * 60_000;
};
