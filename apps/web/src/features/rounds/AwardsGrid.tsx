import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import MilitaryTechIcon from "@mui/icons-material/MilitaryTech";
import type { RoundAwardView, RoundFamilyResult, RoundPlayerResult } from "@nova/contract";
import { EmptyState } from "../../components/EmptyState.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { AWARD_LABELS, AWARD_UNITS } from "./round-format.ts";

interface Props {
  readonly awards: readonly RoundAwardView[];
  readonly players: readonly RoundPlayerResult[];
  readonly families: readonly RoundFamilyResult[];
}

/** One card per award given: the award, the winner, and what they achieved. */
export function AwardsGrid({ awards, players, families }: Props) {
  if (awards.length === 0) return <EmptyState message="No awards were earned this round." />;
  const winner = (a: RoundAwardView) =>
    "familyId" in a
      ? (families.find((f) => f.familyId === a.familyId)?.name ?? "Unknown family")
      : (players.find((p) => p.playerId === a.playerId)?.empireName ?? "Unknown empire");
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
                {AWARD_LABELS[a.award]}
              </Typography>
              <Typography sx={{ fontWeight: 800, wordBreak: "break-word" }}>{winner(a)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {formatNumber(a.value)} {AWARD_UNITS[a.award]}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
