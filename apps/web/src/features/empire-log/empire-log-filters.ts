import type { Activity } from "@nova/contract";
import { lastSegment } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";
import type { CustomTypeOptions } from "i18next";

/** Empire Log filters (social-and-advanced section 2). */
export type SourceFilter = "all" | "event" | "operation";
export type TypeFilter = "all" | "combat" | "operations" | "buildings" | "units";
export type OpStatusFilter = "all" | "success" | "failure";

export interface LogFilters {
  readonly source: SourceFilter;
  readonly type: TypeFilter;
  readonly opStatus: OpStatusFilter;
}

export const DEFAULT_FILTERS: LogFilters = { source: "all", type: "all", opStatus: "all" };

/** The filters' choices; their labels are in the `events` catalogue (log.sources, log.typeFilters, log.opStatuses). */
export const SOURCE_OPTIONS: readonly SourceFilter[] = ["all", "event", "operation"];
export const TYPE_OPTIONS: readonly TypeFilter[] = ["all", "combat", "operations", "buildings", "units"];
export const OP_STATUS_OPTIONS: readonly OpStatusFilter[] = ["all", "success", "failure"];

/** The Empire Log asks for up to 200 entries (social-and-advanced section 7). */
export const EMPIRE_LOG_LIMIT = 200;

/** The spec's English texts (the screens show `events:log.empty` and `events:log.loadFailed`). */
export const EMPIRE_LOG_EMPTY =
  "No activities found. Try adjusting your filters or engage in combat, cast operations, or build structures.";
export const EMPIRE_LOG_FAILED = "Failed to load activity log. Please try again.";

/** GET /activity/{galaxyId}'s query for the chosen filters: limit 200, `sources` and `activity_types`. */
export const logQuery = (filters: LogFilters): { limit: number; sources?: string; activity_types?: string } => ({
  limit: EMPIRE_LOG_LIMIT,
  ...(filters.source === "all" ? {} : { sources: filters.source }),
  ...(filters.type === "all" ? {} : { activity_types: filters.type }),
});

/** Whether an operation's status counts as a success; any other status (failure, defended) is a failure. */
const opStatusMatches = (status: string | null, filter: OpStatusFilter): boolean => {
  if (filter === "all") return true;
  if (status === null) return false;
  return filter === "success" ? status === "success" : status !== "success";
};

/** Newest first by turn, then by time: what happened at a later flip comes first. */
const newestFirst = (a: Activity, b: Activity): number =>
  b.turnNumber - a.turnNumber || Date.parse(b.timestamp) - Date.parse(a.timestamp);

/**
 * What the log lists, newest first: never combat_initiated (core-play section 9), and only what the filters
 * allow; the server filters by source and type too, this keeps the list right while a refetch is on its way.
 */
export const visibleActivities = (activities: readonly Activity[], filters: LogFilters): Activity[] =>
  activities
    .filter(
      (a) =>
        a.activityType !== "combat_initiated" &&
        (filters.source === "all" || a.source === filters.source) &&
        (filters.type === "all" || a.category === filters.type) &&
        opStatusMatches(a.operationStatus, filters.opStatus),
    )
    .sort(newestFirst);

/** The battle report an entry points to (`details.battleReportId`), if any. */
export const battleReportIdOf = (activity: Pick<Activity, "details">): string | null => {
  const id = activity.details["battleReportId"];
  return typeof id === "string" && id !== "" ? id : null;
};

/** The first entry about report `reportId` (ids compared by their last segment), else an entry with that id. */
export const findReportEntry = (activities: readonly Activity[], reportId: string): Activity | null => {
  const wanted = lastSegment(reportId);
  return (
    activities.find((a) => {
      const id = battleReportIdOf(a);
      return id !== null && lastSegment(id) === wanted;
    }) ??
    activities.find((a) => a.id === reportId) ??
    null
  );
};

type KnownType = keyof CustomTypeOptions["resources"]["events"]["types"];

/** "combat_resolved" → "Combat Resolved": the `events` catalogue's name, or the words of an unknown code. */
export const activityTypeLabel = (type: string): string =>
  i18n.exists(`events:types.${type}`)
    ? i18n.t(`events:types.${type as KnownType}`)
    : type
        .split("_")
        .filter(Boolean)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join(" ");

/** A success rate as a percentage ("85%"): fractions up to 1 are scaled; null reads "—". */
export const successRateText = (rate: number | null): string => {
  if (rate === null || !Number.isFinite(rate)) return "—";
  const percent = rate <= 1 ? rate * 100 : rate;
  return `${Math.round(percent)}%`;
};
