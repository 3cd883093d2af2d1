import { useEffect, useState } from "react";
import { useTurnInfo } from "../empire/use-turn-info.ts";
import { AwaySummaryDialog } from "./AwaySummaryDialog.tsx";
import { awayTurns, isQuiet, readSeenTurn, writeSeenTurn } from "./remembered.ts";
import { useAwaySummary } from "./use-guidance.ts";

/**
 * Opens the away summary when the dashboard is entered at least one turn after the player's last look (remembered
 * per player in this browser). While the dashboard is on screen the player is not away: the turns seen move on.
 */
export function AwaySummary({ galaxyId, playerId }: { readonly galaxyId: string; readonly playerId: string }) {
  const turn = useTurnInfo(galaxyId).data?.currentTurn;
  // Decided once, when the turn is first known: summarise from the last turn seen, or not at all.
  const [decision, setDecision] = useState<{ readonly since: number | null } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  if (decision === null && turn !== undefined) {
    const seen = readSeenTurn(galaxyId, playerId);
    setDecision({ since: awayTurns(seen, turn) !== null && !isQuiet("awaySummary") ? seen : null });
  }
  const open = decision !== null && decision.since !== null && !dismissed;
  const summary = useAwaySummary(galaxyId, open ? (decision?.since ?? null) : null);

  useEffect(() => {
    if (turn !== undefined && decision !== null && !open) writeSeenTurn(galaxyId, playerId, turn);
  }, [turn, decision, open, galaxyId, playerId]);

  if (!open || !summary.data) return null;
  return <AwaySummaryDialog galaxyId={galaxyId} summary={summary.data} onClose={() => setDismissed(true)} />;
}
