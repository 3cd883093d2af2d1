import { Link as RouterLink, Navigate } from "react-router";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { formatNumber } from "../format/format-number.ts";
import { useGalaxyName } from "../features/galaxies/use-galaxy-name.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { AwardsGrid } from "../features/rounds/AwardsGrid.tsx";
import { FamilyStandings } from "../features/rounds/FamilyStandings.tsx";
import { Podium } from "../features/rounds/Podium.tsx";
import { StandingsTable } from "../features/rounds/StandingsTable.tsx";
import { nextRoundHref, roundLine } from "../features/rounds/round-format.ts";
import { useNow } from "../features/fleets/use-now.ts";
import { useRound, useRoundResults } from "../features/rounds/use-round.ts";
import { useFormatTime } from "../features/local-time/time-zone-context.ts";
import { useTranslation } from "react-i18next";

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** /round-results?galaxyId=: an ended round's podium, awards and final standings, and the way to the next round. */
export function RoundResultsPage() {
  // The player's own time zone (their setting, else the browser's).
  const localEnd = useFormatTime();
  const { galaxyId, player } = useGameContext();
  const name = useGalaxyName(galaxyId ?? undefined);
  const round = useRound(galaxyId);
  const ended = round.data?.status === "ended";
  const results = useRoundResults(galaxyId, ended);
  const now = useNow(30_000);
  const { t } = useTranslation("rounds");
  if (!galaxyId) return <Navigate to="/hall-of-fame" replace />;
  if (round.isPending) return <LoadingState text={t("results.loadingRound")} />;
  if (round.isError) return <ErrorState message={t("results.failedRound")} onRetry={() => void round.refetch()} />;
  const info = round.data;
  const next = info.nextGalaxyId && (
    <Button
      variant="contained"
      endIcon={<ArrowForwardIcon />}
      component={RouterLink}
      to={nextRoundHref(info.nextGalaxyId)}
    >
      {t("results.joinRound", { round: formatNumber(info.round + 1) })}
    </Button>
  );
  const header = (
    <PageHeader
      title={t("links.results")}
      subtitle={
        ended
          ? t("results.subtitleEnded", {
              galaxy: name ?? galaxyId,
              round: formatNumber(info.round),
              turn: formatNumber(info.endTurn),
              time: localEnd(info.endsAt),
            })
          : t("results.subtitle", { galaxy: name ?? galaxyId, line: roundLine(info, now) })
      }
      actions={next}
    />
  );
  if (!ended) {
    return (
      <>
        {header}
        <EmptyState
          icon={<HourglassTopIcon fontSize="inherit" />}
          message={t("results.stillPlaying", { turn: formatNumber(info.endTurn), time: localEnd(info.endsAt) })}
        />
      </>
    );
  }
  if (results.isPending)
    return (
      <>
        {header}
        <LoadingState text={t("results.loadingStandings")} />
      </>
    );
  if (results.isError)
    return (
      <>
        {header}
        <ErrorState message={t("results.failedResults")} onRetry={() => void results.refetch()} />
      </>
    );
  const { players, families, awards } = results.data;
  return (
    <>
      {header}
      <Stack spacing={3}>
        {players.length === 0 ? <EmptyState message={t("results.noEmpires")} /> : <Podium players={players} />}
        <Section title={t("results.awards")}>
          <AwardsGrid awards={awards} players={players} families={families} />
        </Section>
        <Section title={t("results.finalStandings")}>
          <StandingsTable players={players} ownPlayerId={player?.playerId ?? null} />
        </Section>
        <Section title={t("results.families")}>
          <FamilyStandings families={families} />
        </Section>
      </Stack>
    </>
  );
}
