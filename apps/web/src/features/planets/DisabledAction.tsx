import { useTranslation } from "react-i18next";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";

interface Props {
  readonly label: string;
  /** Why the action cannot be used, e.g. "Exploration is not available yet". */
  readonly reason: string;
  readonly colour?: "primary" | "error" | "success" | "secondary";
}

/**
 * A visibly disabled action with its reason in a tooltip. The wrapper takes focus and hover, which a
 * disabled button cannot, so the reason reaches keyboard and pointer users alike.
 */
export function DisabledAction({ label, reason, colour = "primary" }: Props) {
  const { t } = useTranslation("planets");
  return (
    <Tooltip title={reason} arrow>
      <span tabIndex={0} aria-label={t("disabledAction", { label, reason })} data-testid={`disabled-action-${label}`}>
        <Button variant="outlined" color={colour} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
