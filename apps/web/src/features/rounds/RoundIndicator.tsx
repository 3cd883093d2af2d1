import { Link as RouterLink } from "react-router";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import FlagIcon from "@mui/icons-material/Flag";
import type { RoundInfo } from "@nova/contract";
import { isEndingSoon, roundLine, roundResultsHref } from "./round-format.ts";
import { useNow } from "../fleets/use-now.ts";
import { useFormatTime } from "../local-time/time-zone-context.ts";
import { useTranslation } from "react-i18next";

/** Top bar: "Round 3 · turn 412 of 1,000 · ends in 4 d 6 h"; an ended round links to its results. */
export function RoundIndicator({ round }: { readonly round: RoundInfo }) {
  // The player's own time zone (their setting, else the browser's).
  const localEnd = useFormatTime();
  const now = useNow(30_000);
  const { t } = useTranslation("rounds");
  const ended = round.status === "ended";
  const hint = ended
    ? t("indicator.ended", { time: localEnd(round.endsAt) })
    : round.status === "signup" && round.signupEndsAt
      ? t("indicator.signup", { time: localEnd(round.signupEndsAt) })
      : t("indicator.running", { time: localEnd(round.endsAt) });
  return (
    <Tooltip title={hint}>
      <Chip
        data-testid="round-indicator"
        icon={ended ? <EmojiEventsIcon fontSize="small" /> : <FlagIcon fontSize="small" />}
        label={roundLine(round, now)}
        color={ended ? "secondary" : isEndingSoon(round) ? "warning" : "default"}
        variant="outlined"
        size="small"
        {...(ended ? { component: RouterLink, to: roundResultsHref(round.galaxyId), clickable: true } : {})}
        sx={{ maxWidth: { xs: 190, sm: "none" } }}
      />
    </Tooltip>
  );
}
