import { Link as RouterLink } from "react-router";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import ChatIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import { useAuth } from "../../auth/auth-context.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly playerId: string;
  readonly playerName: string;
  readonly isNpc: boolean;
  /** An icon alone, for dense tables. */
  readonly compact?: boolean;
}

/**
 * "Message" opens the conversation with this empire. Shown only when the viewer has an empire in the galaxy and the
 * other is a human other than the viewer (NPC empires have no one to read).
 */
export function MessageButton({ galaxyId, playerId, playerName, isNpc, compact = false }: Props) {
  const { profile } = useAuth();
  const { t } = useTranslation("messages");
  const own = profile?.players.find((p) => p.galaxyId === galaxyId);
  if (!own || own.playerId === playerId || isNpc) return null;
  const to = `/messages${galaxyQuery(galaxyId, { with: playerId })}`;
  const label = t("button.label", { name: playerName });
  return compact ? (
    <Tooltip title={label}>
      <IconButton size="small" component={RouterLink} to={to} aria-label={label} data-testid="message-button">
        <ChatIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      size="small"
      variant="outlined"
      component={RouterLink}
      to={to}
      startIcon={<ChatIcon />}
      aria-label={label}
      data-testid="message-button"
    >
      {t("button.text")}
    </Button>
  );
}
