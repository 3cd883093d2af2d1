import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import type { RoundPlayerResult } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { useTranslation } from "react-i18next";

const MEDALS = ["#f5c542", "#c0c8d4", "#cd7f32"];
const HEIGHTS = [160, 124, 100];
/** Second, first, third: the winner in the middle and highest. */
const ORDER = [1, 0, 2];

/** The round's first three empires on a podium. */
export function Podium({ players }: { readonly players: readonly RoundPlayerResult[] }) {
  const top = players.slice(0, 3);
  const { t } = useTranslation("rounds");
  return (
    <Box
      data-testid="round-podium"
      sx={{ display: "grid", gridTemplateColumns: `repeat(${top.length}, minmax(0, 1fr))`, gap: 2, alignItems: "end" }}
    >
      {ORDER.filter((i) => top[i]).map((i) => {
        const p = top[i] as RoundPlayerResult;
        return (
          <Card key={p.playerId} data-testid="podium-place" data-rank={p.rank} sx={{ textAlign: "center" }}>
            <CardContent>
              <EmojiEventsIcon sx={{ color: MEDALS[i], fontSize: i === 0 ? 48 : 36 }} />
              <Typography variant="overline" component="div" color="textSecondary">
                {p.rank === 1 ? t("podium.winner") : t("podium.rank", { rank: p.rank })}
              </Typography>
              <Typography variant="h6" component="div" sx={{ fontWeight: 800, wordBreak: "break-word" }}>
                {p.empireName}
              </Typography>
              <Box sx={{ my: 1 }}>
                <RaceChip race={p.race} />
              </Box>
              <Typography variant="body2" color="textSecondary">
                {p.familyName ?? t("podium.noFamily")}
              </Typography>
              <Box
                sx={{
                  mt: 2,
                  height: HEIGHTS[i],
                  borderRadius: 1,
                  display: "flex",
                  flexDirection: "column",
                  justifyContent: "center",
                  background: `linear-gradient(180deg, ${MEDALS[i]}55, ${MEDALS[i]}11)`,
                  border: `1px solid ${MEDALS[i]}88`,
                }}
              >
                <Typography variant="h5" component="div" sx={{ fontWeight: 800 }}>
                  {formatNumber(p.networth)}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {t("podium.caption", { planets: formatNumber(p.planets) })}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
