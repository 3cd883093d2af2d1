import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Fab from "@mui/material/Fab";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import Zoom from "@mui/material/Zoom";
import useMediaQuery from "@mui/material/useMediaQuery";
import useScrollTrigger from "@mui/material/useScrollTrigger";
import { useTheme } from "@mui/material/styles";
import CloseIcon from "@mui/icons-material/Close";
import PublicIcon from "@mui/icons-material/Public";
import { NewsList } from "../news/NewsList.tsx";
import { ActivityFeed } from "./ActivityFeed.tsx";
import { useGalaxyActivity } from "./use-activity.ts";

/** Right padding a page with the floating button keeps from md up, so the button never covers its content. */
export const GALAXY_ACTIVITY_GUTTER = { md: 9 } as const;

/**
 * The dashboard's floating button and the right drawer 'Galaxy Activity' (core-play section 2): the
 * galaxy-wide combat events (battles and captured planets; never turn flips), loaded and refreshed (every
 * 60 s) only while the drawer is open.
 */
export function GalaxyActivityDrawer({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("events");
  const [open, setOpen] = useState(false);
  const feed = useGalaxyActivity(galaxyId, open);
  // From md up the page keeps a right gutter for the button (GALAXY_ACTIVITY_GUTTER); narrower, there is no
  // room for one, so the button steps aside while the player scrolls down and comes back on scrolling up.
  const narrow = useMediaQuery(useTheme().breakpoints.down("md"));
  const scrollingDown = useScrollTrigger({ threshold: 48 });
  return (
    <>
      <Zoom in={!(narrow && scrollingDown)}>
        <Box sx={{ position: "fixed", right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: "speedDial" }}>
          <Tooltip title={t("drawer.title")} placement="left">
            <Fab
              color="primary"
              aria-label={t("drawer.title")}
              onClick={() => setOpen(true)}
              data-testid="galaxy-activity-button"
            >
              <PublicIcon />
            </Fab>
          </Tooltip>
        </Box>
      </Zoom>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        // Above the app bar (drawer + 1), so the title is not hidden under it.
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      >
        <Box
          sx={{ width: { xs: "100vw", sm: 420 }, p: 2.5, display: "flex", flexDirection: "column", gap: 1 }}
          role="region"
          aria-label={t("drawer.title")}
          data-testid="galaxy-activity-drawer"
        >
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
            <Typography variant="h6" component="h2">
              {t("drawer.title")}
            </Typography>
            <IconButton aria-label={t("drawer.close")} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t("drawer.news")}
          </Typography>
          <Box sx={{ maxHeight: 260, overflowY: "auto" }} data-testid="drawer-news">
            <NewsList galaxyId={galaxyId} limit={8} enabled={open} />
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t("drawer.battles")}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t("drawer.battlesIntro")}
          </Typography>
          <ActivityFeed
            galaxyId={galaxyId}
            events={feed.data?.events}
            isPending={feed.isPending}
            isError={feed.isError}
            onRetry={() => void feed.refetch()}
            emptyText={t("drawer.empty")}
            testId="galaxy-activity-feed"
          />
        </Box>
      </Drawer>
    </>
  );
}
