import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import GroupsIcon from "@mui/icons-material/Groups";
import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import MapIcon from "@mui/icons-material/Map";
import PublicIcon from "@mui/icons-material/Public";
import { isApiError } from "../../api/api-error.ts";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { RaceChip } from "../../components/RaceChip.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { capitalize } from "../../format/capitalize.ts";
import { formatNumber } from "../../format/format-number.ts";
import { familyLabel } from "../empire/family-label.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { mapFocusPath } from "../rankings/ranking-view.ts";
import { usePublicEmpire } from "./use-public-empire.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly playerId: string;
}

/**
 * "View Empire" of another empire (core-play section 2): a read-only page titled with its name, showing only
 * what is public (race, family, networth, population, planets, rank, home system with a map link). Resources,
 * units and queues of a rival are never fetched; the full dashboard is only for one's own empire.
 */
export function PublicEmpireView({ galaxyId, playerId }: Props) {
  const { t } = useTranslation(["empire", "common"]);
  const navigate = useNavigate();
  const empire = usePublicEmpire(galaxyId, playerId);
  const back = (
    <Button variant="outlined" onClick={() => void navigate(`/select-player/${encodeURIComponent(galaxyId)}`)}>
      {t("publicEmpire.back")}
    </Button>
  );
  if (empire.isPending) return <LoadingState text={t("publicEmpire.loading")} />;
  if (empire.isError) {
    const missing = isApiError(empire.error) && empire.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <ErrorState
          message={missing ? t("publicEmpire.notFound") : t("publicEmpire.failed")}
          {...(missing ? {} : { onRetry: () => void empire.refetch() })}
        />
        {back}
      </Stack>
    );
  }
  const e = empire.data;
  const mapPath = mapFocusPath(galaxyId, e.homeSystemCoordinates);
  const home = e.homeSystemCoordinates;
  return (
    <Box data-testid="public-empire">
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography
          variant="h4"
          component="h1"
          data-testid="empire-title"
          sx={{ fontSize: { xs: "1.6rem", sm: "2.1rem" } }}
        >
          {t("publicEmpire.title", { name: e.playerName })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <RaceChip race={e.race} label={t("publicEmpire.race", { race: capitalize(e.race) })} />
          <Chip
            size="small"
            variant="outlined"
            label={t("publicEmpire.family", { family: e.familyName ?? familyLabel(e.familyId) })}
            data-testid="public-family-chip"
          />
          {e.isNpc && <Chip size="small" variant="outlined" label={t("publicEmpire.npc")} />}
          <Chip
            size="small"
            color="info"
            variant="outlined"
            label={t("publicEmpire.publicView")}
            data-testid="public-view-chip"
          />
        </Stack>
      </Stack>
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 160px), 1fr))", mb: 3 }}
      >
        <StatCard
          testId="public-rank"
          label={t("publicEmpire.rank")}
          value={`#${formatNumber(e.rank)}`}
          detail={t("publicEmpire.rankOf", { count: e.rankedEmpires })}
          icon={<LeaderboardIcon fontSize="inherit" />}
          colour="#ffd54f"
        />
        <StatCard
          testId="public-networth"
          label={t("playerCard.networth")}
          value={formatNumber(e.networth)}
          icon={<EmojiEventsIcon fontSize="inherit" />}
          colour="#ffca28"
        />
        <StatCard
          testId="public-population"
          label={t("playerCard.population")}
          value={formatNumber(e.population)}
          icon={<GroupsIcon fontSize="inherit" />}
          colour="#81c784"
        />
        <StatCard
          testId="public-planets"
          label={t("publicEmpire.planets")}
          value={formatNumber(e.planetCount)}
          icon={<PublicIcon fontSize="inherit" />}
          colour="#ce93d8"
        />
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body1" data-testid="public-home">
          {t("publicEmpire.home", { home: home ? `${home.x},${home.y}` : t("publicEmpire.unknown") })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<MapIcon />}
          disabled={!mapPath}
          onClick={() => mapPath && void navigate(mapPath)}
          data-testid="public-map-link"
        >
          {t("publicEmpire.showOnMap")}
        </Button>
        <Button variant="text" onClick={() => void navigate(`/rankings${galaxyQuery(galaxyId)}`)}>
          {t("publicEmpire.rankings")}
        </Button>
        {back}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
        {t("publicEmpire.privacy")}
      </Typography>
    </Box>
  );
}
