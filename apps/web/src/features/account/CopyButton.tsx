import { useEffect, useState } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import CheckIcon from "@mui/icons-material/Check";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useTranslation } from "react-i18next";

/** Spec (social-and-advanced section 9): the copy confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

type Outcome = "idle" | "copied" | "failed";

/**
 * The Clipboard API exists only in secure contexts (https or localhost) and may be refused; a game served over
 * plain http on a LAN still copies through a selected hidden text area.
 */
const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
};

export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  const { t } = useTranslation("account");
  const [outcome, setOutcome] = useState<Outcome>("idle");
  // The tooltip is controlled from the first render: switching `open` from undefined to a boolean is what MUI
  // warns about (an uncontrolled Tooltip becoming controlled).
  const [hover, setHover] = useState(false);

  useEffect(() => {
    if (outcome === "idle") return;
    const timer = setTimeout(() => setOutcome("idle"), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => setOutcome((await copyText(text)) ? "copied" : "failed");
  const title = outcome === "copied" ? t("copy.copied") : outcome === "failed" ? t("copy.failed") : label;

  return (
    <Tooltip
      title={<span data-testid="copy-user-id-tooltip">{title}</span>}
      open={hover || outcome !== "idle"}
      onOpen={() => setHover(true)}
      onClose={() => setHover(false)}
    >
      <IconButton onClick={() => void copy()} aria-label={label} size="small" data-testid="copy-user-id">
        {outcome === "copied" ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
