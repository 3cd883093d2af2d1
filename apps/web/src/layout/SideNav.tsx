import { NavLink, useLocation } from "react-router";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Badge from "@mui/material/Badge";
import { useUnreadCounts } from "../features/messages/use-messages.ts";
import { isNavActive, NAV_ITEMS, navHref } from "./nav-items.tsx";
import { useTranslation } from "react-i18next";

interface Props {
  /** The galaxy to keep in every link; null (or no player there) disables the links. */
  readonly galaxyId: string | null;
  readonly enabled: boolean;
  readonly collapsed: boolean;
  /** Absent on mobile, where the drawer is temporary and always full width. */
  readonly onToggleCollapsed?: () => void;
  readonly onNavigate?: () => void;
}

export function SideNav({ galaxyId, enabled, collapsed, onToggleCollapsed, onNavigate }: Props) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const unread = useUnreadCounts(galaxyId, enabled).data?.total ?? 0;
  return (
    <Box component="nav" aria-label={t("nav.label")} sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      {/* Links, not list items (issue 15, axe 'list'): a <ul> may only hold <li>. */}
      <List component="div" sx={{ flexGrow: 1, py: 1 }}>
        {NAV_ITEMS.map((item) => {
          const active = isNavActive(item.path, pathname);
          const label = t(`nav.${item.id}`);
          const button = (
            <ListItemButton
              key={item.path}
              component={NavLink}
              to={enabled && galaxyId ? navHref(item.path, galaxyId) : item.path}
              disabled={!enabled}
              selected={enabled && active}
              onClick={onNavigate}
              data-testid={`nav-${item.path.slice(1)}`}
              aria-label={label}
              sx={{
                mx: 1,
                my: 0.25,
                borderRadius: 2,
                minHeight: 44,
                justifyContent: collapsed ? "center" : "flex-start",
                "&.Mui-selected": {
                  bgcolor: "rgba(79, 195, 247, 0.14)",
                  boxShadow: "inset 3px 0 0 #4fc3f7",
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: active ? "primary.main" : "inherit" }}>
                {item.path === "/messages" ? (
                  <Badge badgeContent={unread} color="error" max={99} data-testid="nav-messages-unread">
                    {item.icon}
                  </Badge>
                ) : (
                  item.icon
                )}
              </ListItemIcon>
              {!collapsed && <ListItemText primary={label} />}
            </ListItemButton>
          );
          return collapsed ? (
            <Tooltip key={item.path} title={label} placement="right">
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      </List>
      {!enabled && !collapsed && (
        <Typography variant="caption" color="textSecondary" sx={{ px: 3, pb: 2 }}>
          {t("nav.locked")}
        </Typography>
      )}
      {onToggleCollapsed && (
        <>
          <Divider />
          <Box sx={{ display: "flex", justifyContent: collapsed ? "center" : "flex-end", p: 1 }}>
            <IconButton onClick={onToggleCollapsed} aria-label={collapsed ? t("nav.expand") : t("nav.collapse")}>
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Box>
        </>
      )}
    </Box>
  );
}
