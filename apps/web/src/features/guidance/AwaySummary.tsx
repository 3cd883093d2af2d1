import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useApi } from "../../auth/auth-context.ts";
import { useTurnInfo } from "../empire/use-turn-info.ts";
import { AwaySummaryDialog } from "./AwaySummaryDialog.tsx";
import { awayTurns, isQuiet, readSeenTurn, writeSeenTurn } from "./remembered.ts";
import { useAwaySummary } from "./use-guidance.ts";

/**
 * Opens the away summary when the dashboard is entered at least one turn after the player's last look (remembered
 * per player in this browser). While the dashboard is on screen the player is not away: the turns seen move on.
 */
export function AwaySummary({ galaxyId, playerId }: { readonly galaxyId: string; readonly playerId: string }) {
  const api = useApi();
  const turn = useTurnInfo(galaxyId).data?.currentTurn;
  // Decided once, when the turn is known: summarise from the last turn seen, or not at all.
  const [decision, setDecision] = useState<{ readonly since: number | null } | null>(null);
  // The decision reads the turn afresh when the dashboard opens: the shared turn-info may still hold the turn
  // from before the player left (a flip's push can arrive after the dashboard mounted).
  const entered = useQuery({
    queryKey: ["away-entry-turn", galaxyId],
    queryFn: ({ signal }) => api.call("turnInfo", { params: { galaxyId }, signal }),
    staleTime: 0,
    gcTime: 0,
    // Read once: a flip's push refreshes the galaxy's queries, and this one would be asked again with each.
    enabled: decision === null,
  });
  const enteredTurn = entered.isFetchedAfterMount ? entered.data?.currentTurn : undefined;
  const [dismissed, setDismissed] = useState(false);
  if (decision === null && enteredTurn !== undefined) {
    const seen = readSeenTurn(galaxyId, playerId);
    setDecision({ since: awayTurns(seen, enteredTurn) !== null && !isQuiet("awaySummary") ? seen : null });
  }
  const open = decision !== null && decision.since !== null && !dismissed;
  const summary = useAwaySummary(galaxyId, open ? (decision?.since ?? null) : null);

  useEffect(() => {
    if (turn !== undefined && decision !== null && !open) writeSeenTurn(galaxyId, playerId, turn);
  }, [turn, decision, open, galaxyId, playerId]);

  if (!open || !summary.data) return null;
  return <AwaySummaryDialog galaxyId={galaxyId} summary={summary.data} onClose={() => setDismissed(true)} />;
}
