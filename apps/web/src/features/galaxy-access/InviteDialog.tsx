import { useEffect, useEffectEvent, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { ACCESS_TEXT, accessErrorText, INVITE_CLOSE_MS, validateInviteUserId } from "./access-messages.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly invite: (userId: string) => Promise<unknown>;
}

/** Invite by user id; on success it says so and closes itself 1.5 s later. */
export function InviteDialog({ open, onClose, invite }: Props) {
  const { t } = useTranslation(["galaxies", "common"]);
  const [userId, setUserId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => close(), INVITE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  // Opening the dialog again starts from an empty form (reset during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setUserId("");
      setError(null);
      setDone(false);
    }
  }

  const submit = async () => {
    const invalid = validateInviteUserId(userId);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await invite(userId.trim());
      setDone(true);
    } catch (e) {
      setError(accessErrorText(e, ACCESS_TEXT.inviteFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{t("access.inviteUser")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("access.inviteText")}</DialogContentText>
        <TextField
          label={t("access.userId")}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void submit();
          }}
          disabled={busy || done}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { "data-testid": "invite-user-id" } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="invite-error">
            {error}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="invite-success">
            {ACCESS_TEXT.invited}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:cancel")}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || done || userId.trim() === ""}
          data-testid="invite-submit"
        >
          {busy ? t("access.inviting") : t("access.invite")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
