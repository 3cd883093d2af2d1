import Button, { type ButtonProps } from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { ROUND_ENDED_REASON, useRoundLock } from "./round-lock.ts";
import { useTranslation } from "react-i18next";

/**
 * A button that gives an order: disabled in an ended round, with the reason on hover (a disabled button
 * gets no pointer events, so the tooltip sits on a wrapper).
 */
export function LockableButton(props: ButtonProps) {
  const lock = useRoundLock();
  const { t } = useTranslation("rounds");
  if (lock === null) return <Button {...props} />;
  const reason = lock === ROUND_ENDED_REASON ? t("lock.roundEnded") : lock;
  return (
    <Tooltip title={reason}>
      <span style={{ display: props.fullWidth ? "flex" : "inline-flex", width: props.fullWidth ? "100%" : undefined }}>
        <Button {...props} disabled data-locked="round-ended" aria-description={reason} />
      </span>
    </Tooltip>
  );
}
