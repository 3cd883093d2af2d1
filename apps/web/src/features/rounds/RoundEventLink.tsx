import { Link as RouterLink } from "react-router";
import Link from "@mui/material/Link";
import type { ActivityEvent } from "@nova/contract";
import { nextRoundHref, roundResultsHref } from "./round-format.ts";
import { useTranslation } from "react-i18next";

/** The way on from a round's events in a feed: its results, or the next round the event invites to. */
export function RoundEventLink({ galaxyId, event }: { readonly galaxyId: string; readonly event: ActivityEvent }) {
  const next = event.details["nextGalaxyId"];
  const { t } = useTranslation("rounds");
  if (event.eventType === "next_round_opened" && typeof next === "string") {
    return (
      <Link component={RouterLink} to={nextRoundHref(next)} data-testid="next-round-link">
        {t("links.joinNext")}
      </Link>
    );
  }
  if (event.eventType === "round_ended") {
    return (
      <Link component={RouterLink} to={roundResultsHref(galaxyId)} data-testid="round-results-link">
        {t("links.results")}
      </Link>
    );
  }
  return null;
}
