import Chip from "@mui/material/Chip";
import ScheduleIcon from "@mui/icons-material/Schedule";
import { useTurnInfo } from "../empire/use-turn-info.ts";
import { useNow } from "../fleets/use-now.ts";
import { formatInZone, relativeText } from "./format-time.ts";
import { useTimeZone } from "./time-zone-context.ts";
import { useTranslation } from "react-i18next";

/** The turn schedule on the player's clock: "Next turn 14:35 (in 3 min)". */
export function NextTurnChip({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("common");
  const turnInfo = useTurnInfo(galaxyId);
  const zone = useTimeZone();
  const now = useNow(15_000);
  const next = turnInfo.data ? Date.parse(turnInfo.data.nextTurnAt) : Number.NaN;
  if (!Number.isFinite(next)) return null;
  const full = formatInZone(next, zone, "datetime");
  const relative = next > now ? relativeText(next, now) : t("time.now");
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<ScheduleIcon fontSize="small" />}
      label={t("time.nextTurn", { time: formatInZone(next, zone, "time"), relative })}
      title={`${full} (${zone})`}
      data-testid="next-turn"
    />
  );
}
