import { currentDateLocale, currentIntlLocale, i18n } from "../../i18n/i18n.ts";
/**
 * Absolute times in the player's own zone and relative ones ("in 2 h 14 min"), all through Intl so the
 * browser's locale decides the date's shape and the zone table decides the clock.
 */

export type TimeStyle = "datetime" | "date" | "time";

const OPTIONS: Readonly<Record<TimeStyle, Intl.DateTimeFormatOptions>> = {
  datetime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (style: TimeStyle, timeZone: string, locale: string | undefined): Intl.DateTimeFormat => {
  const key = `${style}|${timeZone}|${locale ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone });
    } catch {
      // A zone this browser does not know: the browser's own clock rather than nothing.
      f = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    }
    formatters.set(key, f);
  }
  return f;
};

/** "25 Nov 2026, 14:32" in `timeZone`; "—" for a missing or unreadable time. */
export const formatInZone = (
  value: string | number | null | undefined,
  timeZone: string,
  style: TimeStyle = "datetime",
  locale?: string,
): string => {
  if (value === null || value === undefined) return "—";
  const ms = typeof value === "number" ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return "—";
  return formatter(style, timeZone, locale ?? currentDateLocale()).format(new Date(ms));
};

/** "in 2 h 14 min", "3 min ago", "in 2 d 4 h", "now": the two largest units, never seconds past a minute. */
export const relativeText = (value: string | number, now: number): string => {
  const ms = typeof value === "number" ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return "";
  const diff = ms - now;
  const minutes = Math.round(Math.abs(diff) / 60_000);
  if (minutes < 1) return i18n.t("common:time.now");
  const unit = (key: "day" | "hour" | "minute", x: number) =>
    i18n.t(`common:time.${key}`, { n: x.toLocaleString(currentIntlLocale()) });
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const span =
    days > 0
      ? `${unit("day", days)}${hours > 0 ? ` ${unit("hour", hours)}` : ""}`
      : hours > 0
        ? `${unit("hour", hours)}${mins > 0 ? ` ${unit("minute", mins)}` : ""}`
        : unit("minute", mins);
  return i18n.t(diff > 0 ? "common:time.future" : "common:time.past", { span });
};
