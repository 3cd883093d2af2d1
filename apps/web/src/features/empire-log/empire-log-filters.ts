import type { Activity } from "@nova/contract";
import { lastSegment } from "@nova/rules";

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

export const SOURCE_OPTIONS: readonly { value: SourceFilter; label: string }[] = [
  { value: "all", label: "All Sources" },
  { value: "event", label: "Game Events" },
  { value: "operation", label: "Operations" },
];

export const TYPE_OPTIONS: readonly { value: TypeFilter; label: string }[] = [
  { value: "all", label: "All Types" },
  { value: "combat", label: "Combat" },
  { value: "operations", label: "Operations & Spells" },
  { value: "buildings", label: "Buildings" },
  { value: "units", label: "Units" },
];

export const OP_STATUS_OPTIONS: readonly { value: OpStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "success", label: "Successful" },
  { value: "failure", label: "Failed" },
];

/** The Empire Log asks for up to 200 entries (social-and-advanced section 7). */
export const EMPIRE_LOG_LIMIT = 200;

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

/** "combat_resolved" → "Combat Resolved". */
export const activityTypeLabel = (type: string): string =>
  type
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
