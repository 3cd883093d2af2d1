import { Link as RouterLink } from "react-router";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import MailIcon from "@mui/icons-material/Mail";
import { formatNumber } from "../../format/format-number.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { useUnreadCounts } from "./use-messages.ts";
import { useTranslation } from "react-i18next";

/** The top bar's envelope: unread messages at a glance, one click to the Messages page. */
export function MessagesShortcut({ galaxyId }: { readonly galaxyId: string }) {
  const total = useUnreadCounts(galaxyId, true).data?.total ?? 0;
  const { t } = useTranslation("messages");
  const label = total > 0 ? t("shortcut.unread", { count: formatNumber(total) }) : t("title");
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={`/messages${galaxyQuery(galaxyId)}`}
        color="inherit"
        aria-label={label}
        data-testid="topbar-messages"
        sx={{ display: { xs: "none", sm: "inline-flex" } }}
      >
        <Badge badgeContent={total} color="error" max={99} data-testid="topbar-unread">
          <MailIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
