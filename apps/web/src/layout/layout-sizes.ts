/** Spec (core-play section 2): the sidebar is 240 px wide, 72 px collapsed. */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
