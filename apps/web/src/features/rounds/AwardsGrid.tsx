import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import MilitaryTechIcon from "@mui/icons-material/MilitaryTech";
import type { RoundAwardView, RoundFamilyResult, RoundPlayerResult } from "@nova/contract";
import { EmptyState } from "../../components/EmptyState.tsx";
import { awardLabel, awardValue } from "./round-format.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly awards: readonly RoundAwardView[];
  readonly players: readonly RoundPlayerResult[];
  readonly families: readonly RoundFamilyResult[];
}

/** One card per award given: the award, the winner, and what they achieved. */
export function AwardsGrid({ awards, players, families }: Props) {
  const { t } = useTranslation("rounds");
  if (awards.length === 0) return <EmptyState message={t("awards.empty")} />;
  const winner = (a: RoundAwardView) =>
    "familyId" in a
      ? (families.find((f) => f.familyId === a.familyId)?.name ?? t("awards.unknownFamily"))
      : (players.find((p) => p.playerId === a.playerId)?.empireName ?? t("awards.unknownEmpire"));
  return (
    <Box
      data-testid="round-awards"
      sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 230px), 1fr))" }}
    >
      {awards.map((a) => (
        <Card key={a.award} variant="outlined" data-testid={`award-${a.award}`}>
          <CardContent sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
            <MilitaryTechIcon color="secondary" sx={{ fontSize: 36 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" component="div" color="textSecondary">
                {awardLabel(a.award)}
              </Typography>
              <Typography sx={{ fontWeight: 800, wordBreak: "break-word" }}>{winner(a)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {awardValue(a.award, a.value)}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
