import { useEffect, useRef, useState } from "react";
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
  const decided = useRef(false);
  const [since, setSince] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const summary = useAwaySummary(galaxyId, since);

  useEffect(() => {
    if (turn === undefined) return;
    if (!decided.current) {
      decided.current = true;
      const seen = readSeenTurn(galaxyId, playerId);
      if (awayTurns(seen, turn) !== null && !isQuiet("awaySummary")) {
        setSince(seen);
        setOpen(true);
        return;
      }
    }
    if (!open) writeSeenTurn(galaxyId, playerId, turn);
  }, [turn, galaxyId, playerId, open]);

  if (!open || !summary.data) return null;
  return (
    <AwaySummaryDialog
      galaxyId={galaxyId}
      summary={summary.data}
      onClose={() => {
        setOpen(false);
        writeSeenTurn(galaxyId, playerId, Math.max(turn ?? 0, summary.data.currentTurn));
      }}
    />
  );
}
