import { because, refuse, type Refusal } from "../refusal.ts";
/** What the daily build limits apply to (rules.md 11.2). */
export type DailyLimited = "explorer" | "portal";

/** Most of each kind an empire may order in any rolling 24 hours (config `dailyLimits`). */
export type DailyLimits = Readonly<Record<DailyLimited, number>>;

/** How many of each kind the empire ordered in the last 24 hours (from job start times). */
export type DailyCounts = Readonly<Partial<Record<DailyLimited, number>>>;

/** 8 explorers (IC S2) and 1 portal per rolling 24 hours. */
export const DAILY_LIMITS: DailyLimits = { explorer: 8, portal: 1 };

/**
 * The spec's daily-limit text (`Cannot build more than 8 explorers per day`) when ordering `requested` more
 * would pass the limit, or null. The generic pattern keeps the plural `s` even for a limit of 1.
 */
export const dailyLimitViolation = (
  kind: DailyLimited,
  requested: number,
  recent: DailyCounts,
  limits: DailyLimits,
): Refusal<"daily_limit_exceeded"> | null =>
  requested > 0 && (recent[kind] ?? 0) + requested > limits[kind]
    ? because(
        "daily_limit",
        refuse("daily_limit_exceeded", `Cannot build more than ${limits[kind]} ${kind}s per day`, {
          limit: limits[kind],
          kind,
        }),
      )
    : null;
