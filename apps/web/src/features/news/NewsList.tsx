import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import FlagIcon from "@mui/icons-material/Flag";
import HowToVoteIcon from "@mui/icons-material/HowToVote";
import ShieldIcon from "@mui/icons-material/Shield";
import TimelapseIcon from "@mui/icons-material/Timelapse";
import type { NewsItem, NewsKind } from "@nova/contract";
import type { ReactElement } from "react";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { useGalaxyNews } from "./use-news.ts";
import { useServerText } from "../../i18n/server-text.ts";

const ICONS: Readonly<Record<NewsKind, { icon: ReactElement; colour: string }>> = {
  planet_captured: { icon: <FlagIcon fontSize="small" />, colour: "#ce93d8" },
  leader_elected: { icon: <HowToVoteIcon fontSize="small" />, colour: "#ffb300" },
  empire_beaten: { icon: <ShieldIcon fontSize="small" />, colour: "#ef5350" },
  rankings_leader: { icon: <EmojiEventsIcon fontSize="small" />, colour: "#ffd54f" },
  round_milestone: { icon: <TimelapseIcon fontSize="small" />, colour: "#4fc3f7" },
};

function NewsLine({ item }: { readonly item: NewsItem }) {
  const { icon, colour } = ICONS[item.kind];
  const { t } = useTranslation("news");
  const headline = useServerText()(item.text, item.headline);
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", py: 0.75 }} data-testid="news-item">
      <Box sx={{ color: colour, mt: 0.25 }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {headline}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {t("turn", { turn: formatNumber(item.turnNumber) })}
        </Typography>
      </Box>
    </Box>
  );
}

/** The galaxy's public headlines, newest first. */
export function NewsList({ galaxyId, limit, enabled = true }: { galaxyId: string; limit: number; enabled?: boolean }) {
  const news = useGalaxyNews(galaxyId, limit, enabled);
  const { t } = useTranslation("news");
  if (news.isPending) return <LoadingState text={t("loading")} />;
  if (news.isError) return <ErrorState message={t("failed")} onRetry={() => void news.refetch()} />;
  if (news.data.news.length === 0)
    return (
      <Typography variant="body2" color="textSecondary" sx={{ py: 1 }}>
        {t("empty")}
      </Typography>
    );
  return (
    <Box data-testid="news-list">
      {news.data.news.map((item) => (
        <NewsLine key={item.id} item={item} />
      ))}
    </Box>
  );
}
