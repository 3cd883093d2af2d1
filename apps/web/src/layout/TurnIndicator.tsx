import Badge from "@mui/material/Badge";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import type { TurnInfo } from "@nova/contract";
import { useFormatTime } from "../features/local-time/time-zone-context.ts";
import { useNow } from "../features/fleets/use-now.ts";
import { relativeText } from "../features/local-time/format-time.ts";
import { useTranslation } from "react-i18next";

/** "Turn N", with the next flip time on hover; a dot while server push keeps the screens live. */
export function TurnIndicator({ turnInfo, live = false }: { readonly turnInfo: TurnInfo; readonly live?: boolean }) {
  const { t } = useTranslation("layout");
  const format = useFormatTime();
  const now = useNow(30_000);
  const next = Date.parse(turnInfo.nextTurnAt);
  const minutes = turnInfo.turnLengthMinutes;
  const when =
    turnInfo.round.status === "ended"
      ? t("turn.roundEnded")
      : Number.isNaN(next)
        ? t("turn.length", { minutes })
        : t("turn.next", { time: format(next, "time"), relative: relativeText(next, now), minutes });
  const hint = live ? t("turn.live", { when }) : when;
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
        label={t("turn.label", { turn: turnInfo.currentTurn })}
        color={turnInfo.phase === "processing" ? "warning" : "primary"}
        variant="outlined"
        size="small"
      />
    </Tooltip>
  );
}
