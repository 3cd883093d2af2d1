import { i18n } from "../../i18n/i18n.ts";

/**
 * The Build Queue's empty message for a tab (core-play section 2): "none" when there are no jobs at all, else
 * "noActive" (texts in the `build` catalogue under queue.empty).
 */
export const emptyMessage = (kind: "buildings" | "units", totalJobs: number): string =>
  i18n.t(`build:queue.empty.${kind}.${totalJobs === 0 ? "none" : "noActive"}`);
