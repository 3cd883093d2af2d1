import { Link as RouterLink } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import type { HallOfFameEntry } from "@nova/contract";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { RaceChip } from "../components/RaceChip.tsx";
import { formatNumber } from "../format/format-number.ts";
import { awardLabel, roundResultsHref } from "../features/rounds/round-format.ts";
import { useHallOfFame } from "../features/rounds/use-round.ts";
import { useFormatTime } from "../features/local-time/time-zone-context.ts";
import { useTranslation } from "react-i18next";

function RoundCard({ entry }: { readonly entry: HallOfFameEntry }) {
  // The player's own time zone (their setting, else the browser's).
  const localEnd = useFormatTime();
  const { t } = useTranslation(["galaxies", "rounds"]);
  return (
    <Card data-testid="hall-of-fame-round" data-galaxy-id={entry.galaxyId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1, mb: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ wordBreak: "break-word" }}>
              {entry.galaxyName}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t("hallOfFame.roundLine", {
                round: formatNumber(entry.round),
                turns: entry.endTurn,
                empires: entry.playerCount,
                ended: localEnd(entry.endedAt),
              })}
            </Typography>
          </Box>
          <EmojiEventsIcon sx={{ color: "#f5c542", fontSize: 40 }} />
        </Stack>
        {entry.winner ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="overline" color="textSecondary" component="div">
              {t("hallOfFame.winner")}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
              <Typography sx={{ fontWeight: 800, fontSize: "1.15rem" }} data-testid="hall-of-fame-winner">
                {entry.winner.empireName}
              </Typography>
              <RaceChip race={entry.winner.race} />
              <Typography variant="body2" color="textSecondary">
                {t("hallOfFame.winnerStats", {
                  networth: formatNumber(entry.winner.networth),
                  planets: entry.winner.planets,
                })}
              </Typography>
            </Stack>
          </Box>
        ) : (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t("hallOfFame.noEmpire")}
          </Typography>
        )}
        {entry.topFamily && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t("hallOfFame.topFamily")} <strong>{entry.topFamily.name}</strong>{" "}
            {t("hallOfFame.topFamilyNetworth", { networth: formatNumber(entry.topFamily.networth) })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {entry.awards
            .filter((a) => a.award !== "largest_empire" && a.award !== "top_family")
            .map((a) => (
              <Chip
                key={a.award}
                size="small"
                variant="outlined"
                label={`${awardLabel(a.award)}: ${a.winnerName} (${formatNumber(a.value)})`}
              />
            ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={roundResultsHref(entry.galaxyId)} variant="outlined">
          {t("hallOfFame.roundResults")}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /hall-of-fame: every public galaxy's ended rounds, newest first, with winners and awards. */
export function HallOfFamePage() {
  const { t } = useTranslation(["galaxies", "rounds"]);
  const fame = useHallOfFame();
  const body = () => {
    if (fame.isPending) return <LoadingState text={t("hallOfFame.loading")} />;
    if (fame.isError) return <ErrorState message={t("hallOfFame.failed")} onRetry={() => void fame.refetch()} />;
    if (fame.data.rounds.length === 0) {
      return <EmptyState icon={<EmojiEventsIcon fontSize="inherit" />} message={t("hallOfFame.empty")} />;
    }
    return (
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 400px), 1fr))" }}>
        {fame.data.rounds.map((entry) => (
          <RoundCard key={entry.galaxyId} entry={entry} />
        ))}
      </Box>
    );
  };
  return (
    <>
      <PageHeader title={t("hallOfFame.title")} subtitle={t("hallOfFame.subtitle")} />
      {body()}
    </>
  );
}
