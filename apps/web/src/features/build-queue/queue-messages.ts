/** The Build Queue's empty messages (core-play section 2). */
export const QUEUE_EMPTY = {
  buildings: {
    noActive: 'No active building jobs. Toggle "Active Only" to see completed jobs.',
    none: "No building jobs. Start building from the Planets page.",
  },
  units: {
    noActive: 'No active unit build jobs. Toggle "Active Only" to see completed jobs.',
    none: "No unit build jobs. Build units from the Fleets page.",
  },
} as const;

/** Which empty message a tab shows: "none" when there are no jobs at all, else "noActive". */
export const emptyMessage = (kind: keyof typeof QUEUE_EMPTY, totalJobs: number): string =>
  totalJobs === 0 ? QUEUE_EMPTY[kind].none : QUEUE_EMPTY[kind].noActive;
