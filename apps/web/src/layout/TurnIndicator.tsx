import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import type { TurnInfo } from "@nova/contract";

/** "Turn N", with the next flip time on hover. */
export function TurnIndicator({ turnInfo }: { readonly turnInfo: TurnInfo }) {
  const next = new Date(turnInfo.nextTurnAt);
  const hint = Number.isNaN(next.getTime())
    ? `${turnInfo.turnLengthMinutes}-minute turns`
    : `Next turn at ${next.toLocaleTimeString()} (${turnInfo.turnLengthMinutes}-minute turns)`;
  return (
    <Tooltip title={hint}>
      <Chip
        data-testid="current-turn"
        icon={<HourglassTopIcon />}
        label={`Turn ${turnInfo.currentTurn}`}
        color={turnInfo.phase === "processing" ? "warning" : "primary"}
        variant="outlined"
        size="small"
      />
    </Tooltip>
  );
}
