import { createTheme, type ThemeOptions } from "@mui/material/styles";

/** Deep-space palette: near-black navy surfaces, a cyan "scanner" accent and an amber "star" accent. */
export const SPACE = {
  void: "#04060d",
  deep: "#070b19",
  panel: "rgba(13, 20, 40, 0.82)",
  panelSolid: "#0d1428",
  border: "rgba(120, 160, 255, 0.14)",
  cyan: "#4fc3f7",
  amber: "#ffb74d",
  glow: "0 0 24px rgba(79, 195, 247, 0.25)",
  sidebar: "#060a18",
} as const;

/**
 * The theme as options: LocalizedTheme adds MUI's texts in the player's language to these. (Handing it the built
 * `Theme` instead made TypeScript compare the whole Theme type with ThemeOptions, 5 of the web project's 30 s of
 * type checking.)
 */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: "dark",
    primary: { main: SPACE.cyan, contrastText: "#031019" },
    secondary: { main: SPACE.amber },
    success: { main: "#66bb6a" },
    warning: { main: "#ffa726" },
    error: { main: "#ef5350" },
    background: { default: SPACE.deep, paper: SPACE.panelSolid },
    divider: SPACE.border,
    text: { primary: "#e6ecff", secondary: "rgba(200, 212, 245, 0.7)" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: "0.08em" },
    h2: { fontWeight: 800, letterSpacing: "0.06em" },
    h3: { fontWeight: 700, letterSpacing: "0.04em" },
    h4: { fontWeight: 700, letterSpacing: "0.02em" },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, letterSpacing: "0.04em" },
    overline: { letterSpacing: "0.18em" },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundColor: SPACE.deep,
          backgroundImage:
            "radial-gradient(ellipse at 20% 0%, rgba(60, 80, 180, 0.18), transparent 55%), radial-gradient(ellipse at 90% 100%, rgba(140, 60, 200, 0.12), transparent 50%)",
          backgroundAttachment: "fixed",
          minHeight: "100vh",
        },
        // A player who asks the system for less motion (WCAG 2.3.3) gets MUI's fades, slides, ripples, hover
        // transitions and spinners at their end state at once: a spinner stays a still arc, its progressbar role and
        // label still say that something loads. (The star field and the maps read the same preference themselves.)
        "@media (prefers-reduced-motion: reduce)": {
          "*, *::before, *::after": {
            animationDuration: "0.01ms !important",
            animationIterationCount: "1 !important",
            transitionDuration: "0.01ms !important",
            transitionDelay: "0s !important",
            scrollBehavior: "auto !important",
          },
        },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: "none" },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: {
          // No backdrop blur: over the page's smooth gradient it showed nowhere, and each blurred panel is a render
          // pass of its own in every frame the compositor draws (in software, most of its cost on a weak machine).
          backgroundColor: SPACE.panel,
          border: `1px solid ${SPACE.border}`,
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: "none" } },
    },
    // Buttons read as written everywhere ('Build Units', 'Buildings (2)'), not in capitals.
    MuiFab: { styleOverrides: { root: { textTransform: "none", fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: "none", fontWeight: 600, fontSize: "0.95rem" } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: "none", fontWeight: 600 } } },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiAppBar: {
      styleOverrides: {
        root: {
          // Opaque instead of translucent and blurred (see MuiCard): text scrolling under the bar must not show through.
          backgroundColor: SPACE.sidebar,
          borderBottom: `1px solid ${SPACE.border}`,
        },
      },
    },
    // A dialog's scrolling content can be scrolled from the keyboard even when it holds nothing focusable
    // (issue 15, WCAG 2.1.1; axe 'scrollable-region-focusable').
    MuiDialogContent: { defaultProps: { tabIndex: 0 } },
    MuiDrawer: {
      styleOverrides: {
        // Opaque: the Galaxy Activity and system drawers slide over text that must not show through.
        paper: { backgroundColor: SPACE.sidebar, borderRight: `1px solid ${SPACE.border}` },
      },
    },
  },
};

export const theme = createTheme(themeOptions);
