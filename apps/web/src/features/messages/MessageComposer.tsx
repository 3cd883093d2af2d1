import { useState, type FormEvent, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import SendIcon from "@mui/icons-material/Send";
import { MESSAGE_MAX_LENGTH } from "@nova/contract";
import { isApiError } from "../../api/api-error.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureToast } from "../build/submit-errors.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useSendMessage, type ChannelRef } from "./use-messages.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly channel: ChannelRef;
  readonly placeholder: string;
}

/** The box under a thread: Enter sends, Shift+Enter breaks the line; the server trims and checks the length. */
export function MessageComposer({ galaxyId, channel, placeholder }: Props) {
  const [draft, setDraft] = useState("");
  const send = useSendMessage(galaxyId, channel);
  const { notify } = useNotify();
  const { t } = useTranslation("messages");
  const trimmed = draft.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed.length === 0 || tooLong || send.isPending) return;
    send.mutate(trimmed, {
      onSuccess: () => setDraft(""),
      onError: (error) =>
        notify(
          // Flooding and blocks have their own words on the server; the generic 429 text would hide the limit.
          isApiError(error) && ["rate_limited", "blocked", "muted"].includes(error.code)
            ? { severity: "warning", title: t("composer.notSent"), message: error.detail }
            : failureToast(error, t("composer.failed")),
        ),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: "flex", gap: 1, alignItems: "flex-end", p: 1.5 }}>
      <TextField
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        error={tooLong}
        helperText={
          tooLong
            ? t("composer.tooLong", { length: formatNumber(trimmed.length), max: formatNumber(MESSAGE_MAX_LENGTH) })
            : undefined
        }
        slotProps={{ htmlInput: { "aria-label": t("composer.input"), "data-testid": "message-input" } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t("composer.send")}
        data-testid="send-message"
        disabled={trimmed.length === 0 || tooLong || send.isPending}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
