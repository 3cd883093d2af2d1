import Button, { type ButtonProps } from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { useRoundLock } from "./round-lock.ts";

/**
 * A button that gives an order: disabled in an ended round, with the reason on hover (a disabled button
 * gets no pointer events, so the tooltip sits on a wrapper).
 */
export function LockableButton(props: ButtonProps) {
  const lock = useRoundLock();
  if (lock === null) return <Button {...props} />;
  return (
    <Tooltip title={lock}>
      <span style={{ display: props.fullWidth ? "flex" : "inline-flex", width: props.fullWidth ? "100%" : undefined }}>
        <Button {...props} disabled data-locked="round-ended" aria-description={lock} />
      </span>
    </Tooltip>
  );
}
