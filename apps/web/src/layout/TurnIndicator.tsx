import Badge from "@mui/material/Badge";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import type { TurnInfo } from "@nova/contract";
import { useFormatTime } from "../features/local-time/time-zone-context.ts";
import { useNow } from "../features/fleets/use-now.ts";
import { relativeText } from "../features/local-time/format-time.ts";

/** "Turn N", with the next flip time on hover; a dot while server push keeps the screens live. */
export function TurnIndicator({ turnInfo, live = false }: { readonly turnInfo: TurnInfo; readonly live?: boolean }) {
  const format = useFormatTime();
  const now = useNow(30_000);
  const next = Date.parse(turnInfo.nextTurnAt);
  const when = Number.isNaN(next)
    ? `${turnInfo.turnLengthMinutes}-minute turns`
    : `Next turn at ${format(next, "time")}, ${relativeText(next, now)} (${turnInfo.turnLengthMinutes}-minute turns)`;
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
