import { Link as RouterLink } from "react-router";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import MenuIcon from "@mui/icons-material/Menu";
import { Logo } from "../components/Logo.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useTurnInfo } from "../features/empire/use-turn-info.ts";
import { useServerPush } from "../push/use-server-push.ts";
import { ResourceBar } from "./ResourceBar.tsx";
import { TurnIndicator } from "./TurnIndicator.tsx";
import { RoundIndicator } from "../features/rounds/RoundIndicator.tsx";
import { UserMenu } from "./UserMenu.tsx";
import Badge from "@mui/material/Badge";
import { MessagesShortcut } from "../features/messages/MessagesShortcut.tsx";
import { useUnreadCounts } from "../features/messages/use-messages.ts";
import { useTranslation } from "react-i18next";
import { GAME_NAME } from "../components/Logo.tsx";

interface Props {
  readonly galaxyId: string | null;
  readonly hasPlayer: boolean;
  readonly onOpenMenu: () => void;
}

/**
 * Logo, current turn, the round and its time left, the five resources (both polled every 10 s, and refetched at once when the server
 * pushes a flip), and the user menu.
 */
export function TopBar({ galaxyId, hasPlayer, onOpenMenu }: Props) {
  const { t } = useTranslation("layout");
  const turnInfo = useTurnInfo(hasPlayer ? galaxyId : null);
  const stats = usePlayerStats(galaxyId, hasPlayer);
  const resources = hasPlayer ? stats.data?.resources : undefined;
  const shortage = stats.data?.turnsUntilShortage;
  const live = useServerPush(hasPlayer ? galaxyId : null);
  const unread = useUnreadCounts(galaxyId, hasPlayer).data?.total ?? 0;

  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t("topBar.openNavigation")}
          onClick={onOpenMenu}
          sx={{ display: { md: "none" } }}
        >
          {/* On a phone the envelope gives way to the logo: a dot on the menu tells of unread messages. */}
          <Badge variant="dot" color="error" invisible={unread === 0} data-testid="menu-unread">
            <MenuIcon />
          </Badge>
        </IconButton>
        <Box
          component={RouterLink}
          to="/galaxies"
          sx={{ textDecoration: "none", display: "flex" }}
          aria-label={GAME_NAME}
        >
          <Logo />
        </Box>
        {turnInfo.data && <TurnIndicator turnInfo={turnInfo.data} live={live} />}
        {turnInfo.data && (
          <Box sx={{ display: { xs: "none", sm: "block" }, minWidth: 0 }}>
            <RoundIndicator round={turnInfo.data.round} />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {resources && (
          <Box sx={{ display: { xs: "none", md: "block" } }}>
            <ResourceBar resources={resources} shortage={shortage} />
          </Box>
        )}
        {hasPlayer && galaxyId && <MessagesShortcut galaxyId={galaxyId} />}
        <UserMenu />
      </Toolbar>
      {resources && (
        <Box sx={{ display: { xs: "block", md: "none" }, px: 2, pb: 1 }}>
          <ResourceBar resources={resources} shortage={shortage} />
        </Box>
      )}
    </AppBar>
  );
}
