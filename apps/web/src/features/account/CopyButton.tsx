import { useEffect, useState } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import CheckIcon from "@mui/icons-material/Check";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";

/** Spec (social-and-advanced section 9): the copy confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Without clipboard permission there is nothing to confirm; the id stays selectable on screen.
    }
  };

  return (
    <Tooltip title={copied ? "Copied!" : label} open={copied || undefined}>
      <IconButton onClick={() => void copy()} aria-label={label} size="small" data-testid="copy-user-id">
        {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
