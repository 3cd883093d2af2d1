/** The three medals of the podium (social-and-advanced section 2: "The top 3 rows get medal icons"). */
export type Medal = "gold" | "silver" | "bronze";

const MEDALS: readonly Medal[] = ["gold", "silver", "bronze"];

/** The medal of a row at zero-based `index` in a ranking, or null below the podium. */
export const medalFor = (index: number): Medal | null => MEDALS[index] ?? null;

export const MEDAL_COLOURS: Readonly<Record<Medal, string>> = {
  gold: "#ffd54f",
  silver: "#cfd8dc",
  bronze: "#d89b66",
};

/**
 * The grid map focused on a system (core-play "Deep links": /map-grid with focusX and focusY), or null when
 * there is nothing to focus on.
 */
export const mapFocusPath = (galaxyId: string, at: { readonly x: number; readonly y: number } | null): string | null =>
  at ? `/map-grid?${new URLSearchParams({ galaxyId, focusX: String(at.x), focusY: String(at.y) }).toString()}` : null;
