import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import FlagOutlinedIcon from "@mui/icons-material/FlagOutlined";
import type { ChatMessage } from "@nova/contract";
import { MessageText } from "./MessageText.tsx";
import { useTranslation } from "react-i18next";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** One message: own messages on the right; others' with their sender and a Report button. */
export function MessageBubble(props: { message: ChatMessage; onReport: (message: ChatMessage) => void }) {
  const { t } = useTranslation("messages");
  const { message, onReport } = props;
  return (
    <Box
      data-testid="message"
      data-message-id={message.id}
      sx={{ display: "flex", justifyContent: message.mine ? "flex-end" : "flex-start" }}
    >
      <Box
        sx={{
          maxWidth: { xs: "88%", sm: "75%" },
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: message.mine ? "rgba(79, 195, 247, 0.16)" : "rgba(255, 255, 255, 0.06)",
          border: "1px solid rgba(255, 255, 255, 0.08)",
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.25 }}>
          <Typography variant="caption" sx={{ fontWeight: 700 }} data-testid="message-sender">
            {message.mine ? t("you") : message.senderName}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {timeOf(message.createdAt)}
          </Typography>
          {!message.mine && (
            <Tooltip title={t("report.action")}>
              <IconButton
                size="small"
                aria-label={t("report.from", { name: message.senderName })}
                onClick={() => onReport(message)}
                sx={{ ml: "auto", p: 0.25, opacity: 0.6 }}
              >
                <FlagOutlinedIcon sx={{ fontSize: 16 }} />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <MessageText body={message.body} />
      </Box>
    </Box>
  );
}
