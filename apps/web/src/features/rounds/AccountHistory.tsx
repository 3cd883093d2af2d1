import { Link as RouterLink } from "react-router";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import MilitaryTechIcon from "@mui/icons-material/MilitaryTech";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { RaceChip } from "../../components/RaceChip.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { awardLabel, roundResultsHref } from "./round-format.ts";
import { useAccountHistory } from "./use-round.ts";
import { useFormatTime } from "../local-time/time-zone-context.ts";
import { useTranslation } from "react-i18next";

/** The account page's history: the caller's empires in ended rounds, with rank, networth, planets and awards. */
export function AccountHistory() {
  // The player's own time zone (their setting, else the browser's).
  const localEnd = useFormatTime();
  const history = useAccountHistory();
  const { t } = useTranslation("rounds");
  if (history.isPending) return <LoadingState text={t("history.loading")} />;
  if (history.isError) return <ErrorState message={t("history.failed")} onRetry={() => void history.refetch()} />;
  const empires = history.data.empires;
  if (empires.length === 0) return <EmptyState message={t("history.empty")} />;
  return (
    <Stack spacing={1.5} data-testid="account-history">
      {empires.map((e) => (
        <Box
          key={e.galaxyId}
          data-testid="history-row"
          sx={{
            display: "grid",
            gap: 1,
            gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)" },
            alignItems: "center",
            p: 1.5,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography sx={{ fontWeight: 700 }}>{e.empireName}</Typography>
              <RaceChip race={e.race} />
            </Stack>
            <Link component={RouterLink} to={roundResultsHref(e.galaxyId)} variant="body2">
              {t("history.galaxyRound", { galaxy: e.galaxyName, round: formatNumber(e.round) })}
            </Link>
            <Typography variant="caption" color="textSecondary" component="div">
              {t("history.ended", { time: localEnd(e.endedAt) })}
            </Typography>
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 800 }} data-testid="history-rank">
              {t("history.rank", { rank: formatNumber(e.rank), total: formatNumber(e.playerCount) })}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t("history.stats", { networth: formatNumber(e.networth), planets: formatNumber(e.planets) })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {e.awards.length === 0 && (
              <Typography variant="body2" color="textSecondary">
                {t("history.noAwards")}
              </Typography>
            )}
            {e.awards.map((a) => (
              <Chip key={a} size="small" color="secondary" icon={<MilitaryTechIcon />} label={awardLabel(a)} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
