import { Link as RouterLink } from "react-router";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { RoundInfo } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";
import { isEndingSoon, nextRoundHref, roundResultsHref, turnsLeft } from "./round-format.ts";
import { useFormatTime } from "../local-time/time-zone-context.ts";
import { useTranslation } from "react-i18next";

/**
 * Above every screen of a galaxy: a warning in the round's last 24 turns, and once it has ended, the notice that
 * the galaxy is read-only with the way to the results and to the next round.
 */
export function RoundBanner({ round }: { readonly round: RoundInfo }) {
  // The player's own time zone (their setting, else the browser's).
  const localEnd = useFormatTime();
  const { t } = useTranslation("rounds");
  if (round.status === "ended") {
    return (
      <Alert
        severity="info"
        data-testid="round-ended-banner"
        sx={{ mb: 3 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={roundResultsHref(round.galaxyId)} color="inherit" size="small">
              {t("links.results")}
            </Button>
            {round.nextGalaxyId && (
              <Button component={RouterLink} to={nextRoundHref(round.nextGalaxyId)} color="inherit" size="small">
                {t("links.nextRound")}
              </Button>
            )}
          </Stack>
        }
      >
        {t("banner.ended", { round: formatNumber(round.round), turn: formatNumber(round.endTurn) })}
      </Alert>
    );
  }
  if (!isEndingSoon(round)) return null;
  const left = turnsLeft(round);
  return (
    <Alert severity="warning" data-testid="round-ending-banner" sx={{ mb: 3 }}>
      {t("banner.endingSoon", { left, time: localEnd(round.endsAt), turn: formatNumber(round.endTurn) })}
    </Alert>
  );
}
