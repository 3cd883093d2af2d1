import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";

/** How a page's tab bar is laid out: see {@link useTabsLayout}. */
export interface TabsLayout {
  readonly variant: "fullWidth" | "scrollable";
  readonly iconPosition: "top" | "start";
  readonly tabSx: Readonly<Record<string, unknown>>;
}

const PHONE: TabsLayout = {
  variant: "fullWidth",
  iconPosition: "top",
  tabSx: { minWidth: 0, px: 0.5, fontSize: "0.75rem", lineHeight: 1.2 },
};
const WIDE: TabsLayout = { variant: "scrollable", iconPosition: "start", tabSx: {} };

/**
 * Tab bars with three or four labelled tabs: on a phone a scrollable bar hides the last tabs off-screen (a new
 * player never finds Planted or Leadership Voting), so there every tab shares the width with its icon above a
 * smaller label; wider screens keep the icon-before-label scrollable bar.
 */
export const useTabsLayout = (): TabsLayout => {
  // The theme from the hook, not a query function: that one throws where no ThemeProvider wraps the page.
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down("sm")) ? PHONE : WIDE;
};
