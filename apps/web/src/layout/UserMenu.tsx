import { useState } from "react";
import { useNavigate } from "react-router";
import Avatar from "@mui/material/Avatar";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import LogoutIcon from "@mui/icons-material/Logout";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { useAuth } from "../auth/auth-context.ts";
import { useTranslation } from "react-i18next";

/** Account, Change Galaxy and Logout (core-play section 2). */
export function UserMenu() {
  const { t } = useTranslation("layout");
  const { profile } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = profile?.displayName || profile?.name || t("userMenu.commander");

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  const logout = () => {
    setAnchor(null);
    // Signing out here would make this protected screen bounce to /login first; the landing page
    // finishes the sign-out once we are off the protected screens.
    void navigate("/", { state: { signOut: true } });
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t("userMenu.label")}
        data-testid="user-menu"
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: "primary.dark", fontSize: 16 }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }} color="text.secondary">
          {t("userMenu.signedInAs", { name })}
        </Typography>
        <Divider />
        <MenuItem onClick={() => go("/account")}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          {t("userMenu.account")}
        </MenuItem>
        <MenuItem onClick={() => go("/galaxies")}>
          <ListItemIcon>
            <SwapHorizIcon fontSize="small" />
          </ListItemIcon>
          {t("userMenu.changeGalaxy")}
        </MenuItem>
        <MenuItem onClick={() => go("/hall-of-fame")}>
          <ListItemIcon>
            <EmojiEventsIcon fontSize="small" />
          </ListItemIcon>
          {t("userMenu.hallOfFame")}
        </MenuItem>
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t("userMenu.logout")}
        </MenuItem>
      </Menu>
    </>
  );
}
