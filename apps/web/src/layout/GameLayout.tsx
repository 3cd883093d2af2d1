import { Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import LinearProgress from "@mui/material/LinearProgress";
import Toolbar from "@mui/material/Toolbar";
import { Logo } from "../components/Logo.tsx";
import { useNavGalaxy } from "../features/game/nav-galaxy.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { SPACE } from "../theme/theme.ts";
import { loadEveryCatalogue } from "../i18n/i18n.ts";
import { useTurnInfo } from "../features/empire/use-turn-info.ts";
import { RoundBanner } from "../features/rounds/RoundBanner.tsx";
import { ROUND_ENDED_REASON, RoundLockContext } from "../features/rounds/round-lock.ts";
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from "./layout-sizes.ts";
import { SideNav } from "./SideNav.tsx";
import { TopBar } from "./TopBar.tsx";

const COLLAPSED_KEY = "nova-imperia.sidebar-collapsed";

const readCollapsed = (): boolean => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
};

/**
 * The frame of every signed-in screen: top bar, side navigation (permanent on desktop, a drawer on phones), the
 * round's banner, and the read-only lock of an ended round for every order button below.
 */
export function GameLayout() {
  const { t } = useTranslation("common");
  const { galaxyId, player } = useGameContext();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The game's other catalogues follow its first screen (the landing and sign-in pages need none of them).
  useEffect(loadEveryCatalogue, []);
  const enabled = galaxyId !== null && player !== null;
  const nav = useNavGalaxy(galaxyId, enabled);
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  // The turn-info query (shared with the top bar) carries the round: one poll for both.
  const round = useTurnInfo(enabled ? galaxyId : null).data?.round ?? null;

  const toggleCollapsed = () => {
    setCollapsed((current) => {
      localStorage.setItem(COLLAPSED_KEY, String(!current));
      return !current;
    });
  };

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <SkipLink />
      <TopBar galaxyId={galaxyId} hasPlayer={enabled} onOpenMenu={() => setMobileOpen(true)} />
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          display: { xs: "block", md: "none" },
          // Above the app bar (drawer + 1), whose height grows with the resources row on phones.
          zIndex: (theme) => theme.zIndex.drawer + 2,
          "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH },
        }}
        slotProps={{ root: { keepMounted: true } }}
      >
        <Box sx={{ px: 2, py: 2.5 }}>
          <Logo />
        </Box>
        <Divider />
        <SideNav
          galaxyId={nav.galaxyId}
          enabled={nav.enabled}
          collapsed={false}
          onNavigate={() => setMobileOpen(false)}
        />
      </Drawer>
      <Drawer
        variant="permanent"
        data-testid="sidebar"
        sx={{
          display: { xs: "none", md: "block" },
          width,
          flexShrink: 0,
          transition: "width 200ms",
          // The paper is fixed to the window; the root stretches with the page, so the sidebar's
          // background never stops short of a long page (full-page captures, print, overscroll).
          bgcolor: SPACE.sidebar,
          borderRight: `1px solid ${SPACE.border}`,
          "& .MuiDrawer-paper": { width, overflowX: "hidden", transition: "width 200ms" },
        }}
      >
        <Toolbar />
        <SideNav
          galaxyId={nav.galaxyId}
          enabled={nav.enabled}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
        />
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 6, outline: "none" }}
      >
        <Toolbar />
        {/* The phone top bar has a second row for resources. */}
        <Box sx={{ height: { xs: enabled ? 40 : 0, md: 0 } }} />
        <Box sx={{ pt: 3, maxWidth: 1400, mx: "auto" }}>
          {round && <RoundBanner round={round} />}
          <RoundLockContext value={round?.status === "ended" ? ROUND_ENDED_REASON : null}>
            {/* A screen fetched on first visit keeps the layout on screen while it loads. */}
            <Suspense fallback={<LinearProgress aria-label={t("loadingLabel")} />}>
              <Outlet />
            </Suspense>
          </RoundLockContext>
        </Box>
      </Box>
    </Box>
  );
}

/** Issue 15: the first Tab stop, shown only when focused, jumps past the top bar and navigation to the page. */
function SkipLink() {
  const { t } = useTranslation("map");
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(event: React.MouseEvent) => {
        // Move the focus itself: a fragment link alone only scrolls in some browsers.
        event.preventDefault();
        document.getElementById("main-content")?.focus();
      }}
      sx={{
        position: "fixed",
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontWeight: 700,
        "&:focus": { top: 8 },
      }}
    >
      {t("skipToContent")}
    </Box>
  );
}
