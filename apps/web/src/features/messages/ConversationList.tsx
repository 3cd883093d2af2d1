import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import BlockIcon from "@mui/icons-material/Block";
import ForumIcon from "@mui/icons-material/Forum";
import GroupsIcon from "@mui/icons-material/Groups";
import type { Conversation } from "@nova/contract";
import type { ChannelRef } from "./use-messages.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly inFamily: boolean;
  readonly familyUnread: number;
  readonly conversations: readonly Conversation[];
  readonly selected: ChannelRef | null;
  readonly onSelect: (channel: ChannelRef) => void;
}

/** The family channel first, then private conversations, newest first, each with its unread count. */
export function ConversationList({ inFamily, familyUnread, conversations, selected, onSelect }: Props) {
  const { t } = useTranslation("messages");
  const preview = (c: Conversation) =>
    c.lastMessage.mine ? t("list.mine", { body: c.lastMessage.body }) : c.lastMessage.body;
  const isSelected = (c: ChannelRef) =>
    selected !== null &&
    selected.kind === c.kind &&
    (c.kind === "family" || (selected.kind === "direct" && selected.playerId === c.playerId));
  return (
    <Box data-testid="conversation-list">
      {/* A list holds list items only (axe 'list'): each conversation's button sits in its own <li>. */}
      <List dense disablePadding aria-label={t("list.label")}>
        {inFamily && (
          <ListItem disablePadding>
            <ListItemButton
              selected={isSelected({ kind: "family" })}
              onClick={() => onSelect({ kind: "family" })}
              data-testid="conversation-family"
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Badge badgeContent={familyUnread} color="error" data-testid="family-unread">
                  <GroupsIcon />
                </Badge>
              </ListItemIcon>
              <ListItemText primary={t("familyChannel")} secondary={t("list.familySecondary")} />
            </ListItemButton>
          </ListItem>
        )}
        {conversations.map((c) => (
          <ListItem key={c.playerId} disablePadding>
            <ListItemButton
              selected={isSelected({ kind: "direct", playerId: c.playerId })}
              onClick={() => onSelect({ kind: "direct", playerId: c.playerId })}
              data-testid="conversation"
              data-player-id={c.playerId}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Badge badgeContent={c.unread} color="error">
                  {c.blocked ? <BlockIcon color="disabled" /> : <ForumIcon />}
                </Badge>
              </ListItemIcon>
              <ListItemText
                primary={c.playerName}
                secondary={preview(c)}
                slotProps={{ secondary: { noWrap: true }, primary: { sx: { fontWeight: c.unread > 0 ? 800 : 500 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {conversations.length === 0 && (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2" color="textSecondary">
            {t("list.empty")}
          </Typography>
        </Box>
      )}
      {conversations.length > 0 && (
        <Typography variant="caption" color="textSecondary" sx={{ display: "block", px: 2, py: 1 }}>
          {t("list.count", { count: conversations.length })}
        </Typography>
      )}
    </Box>
  );
}
