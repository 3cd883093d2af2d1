import { Link as RouterLink } from "react-router";
import Link from "@mui/material/Link";
import type { ActivityEvent } from "@nova/contract";
import { nextRoundHref, roundResultsHref } from "./round-format.ts";

/** The way on from a round's events in a feed: its results, or the next round the event invites to. */
export function RoundEventLink({ galaxyId, event }: { readonly galaxyId: string; readonly event: ActivityEvent }) {
  const next = event.details["nextGalaxyId"];
  if (event.eventType === "next_round_opened" && typeof next === "string") {
    return (
      <Link component={RouterLink} to={nextRoundHref(next)} data-testid="next-round-link">
        Join the next round
      </Link>
    );
  }
  if (event.eventType === "round_ended") {
    return (
      <Link component={RouterLink} to={roundResultsHref(galaxyId)} data-testid="round-results-link">
        Round Results
      </Link>
    );
  }
  return null;
}
