import Badge from "@mui/material/Badge";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import type { TurnInfo } from "@nova/contract";

/** "Turn N", with the next flip time on hover; a dot while server push keeps the screens live. */
export function TurnIndicator({ turnInfo, live = false }: { readonly turnInfo: TurnInfo; readonly live?: boolean }) {
  const next = new Date(turnInfo.nextTurnAt);
  const when =
    turnInfo.round.status === "ended"
      ? "The round has ended: no more turns"
      : Number.isNaN(next.getTime())
        ? `${turnInfo.turnLengthMinutes}-minute turns`
        : `Next turn at ${next.toLocaleTimeString()} (${turnInfo.turnLengthMinutes}-minute turns)`;
  const hint = live ? `${when}. Live: screens update as soon as the turn flips.` : when;
  return (
    <Tooltip title={hint}>
      <Chip
        data-testid="current-turn"
        data-live={live ? "true" : "false"}
        icon={
          <Badge
            variant="dot"
            color="success"
            invisible={!live}
            overlap="circular"
            data-testid={live ? "push-live" : undefined}
          >
            <HourglassTopIcon fontSize="small" />
          </Badge>
        }
        label={`Turn ${turnInfo.currentTurn}`}
        color={turnInfo.phase === "processing" ? "warning" : "primary"}
        variant="outlined"
        size="small"
      />
    </Tooltip>
  );
}
