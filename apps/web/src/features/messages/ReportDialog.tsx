import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import type { ChatMessage } from "@nova/contract";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureToast } from "../build/submit-errors.ts";
import { useReportMessage } from "./use-messages.ts";
import { useTranslation } from "react-i18next";

/** Reports a message to the galaxy's operators, with a reason. */
export function ReportDialog(props: { galaxyId: string; message: ChatMessage; onClose: () => void }) {
  const { galaxyId, message, onClose } = props;
  const [reason, setReason] = useState("");
  const report = useReportMessage(galaxyId);
  const { notify } = useNotify();
  const { t } = useTranslation("messages");
  const submit = () =>
    report.mutate(
      { messageId: message.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify({ severity: "success", message: t("report.sent") });
          onClose();
        },
        onError: (error) => notify(failureToast(error, t("report.failed"))),
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("report.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: "anywhere" }}>
          {t("report.quote", {
            name: message.senderName,
            body: message.body.length > 140 ? `${message.body.slice(0, 140)}…` : message.body,
          })}
        </DialogContentText>
        <TextField
          label={t("report.reason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("report.cancel")}</Button>
        <Button variant="contained" color="warning" disabled={!reason.trim() || report.isPending} onClick={submit}>
          {t("report.action")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
