import type { RoundPlayerResult } from "@nova/contract";

export type StandingsColumn = "rank" | "empireName" | "race" | "familyName" | "networth" | "planets";
export type SortDirection = "asc" | "desc";

const text = (a: string | null, b: string | null) =>
  (a ?? "").localeCompare(b ?? "", undefined, { sensitivity: "base" });

/**
 * Sorts the frozen standings by a column; ties keep the final standings' order (the server's tie rules), so
 * sorting by rank is the standings themselves.
 */
export const sortStandings = (
  rows: readonly RoundPlayerResult[],
  column: StandingsColumn,
  direction: SortDirection,
): RoundPlayerResult[] => {
  const sign = direction === "asc" ? 1 : -1;
  const compare = (a: RoundPlayerResult, b: RoundPlayerResult): number => {
    switch (column) {
      case "rank":
        return a.rank - b.rank;
      case "networth":
        return a.networth - b.networth;
      case "planets":
        return a.planets - b.planets;
      case "empireName":
        return text(a.empireName, b.empireName);
      case "race":
        return text(a.race, b.race);
      case "familyName":
        return text(a.familyName, b.familyName);
    }
  };
  return rows
    .map((row, position) => ({ row, position }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.position - b.position)
    .map((x) => x.row);
};

/** Numbers start from the largest, names from A. */
export const firstDirection = (column: StandingsColumn): SortDirection =>
  column === "networth" || column === "planets" ? "desc" : "asc";
