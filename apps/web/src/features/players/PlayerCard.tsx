import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { raceSpec } from "@nova/rules";
import type { PlayerSummary } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { formatCompact, formatNumber } from "../../format/format-number.ts";
import { Fact } from "../../components/Fact.tsx";
import { galaxyQuery } from "../game/use-game-context.ts";
import { MessageButton } from "../messages/MessageButton.tsx";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly player: PlayerSummary;
}

export function PlayerCard({ galaxyId, player }: Props) {
  const { t } = useTranslation(["empire", "common"]);
  const navigate = useNavigate();
  const colour = raceSpec(player.race).colour;
  return (
    <Card data-testid={`player-card-${player.playerId}`} sx={{ borderTop: `3px solid ${colour}` }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
          <Typography variant="h6" component="h2" noWrap title={player.username}>
            {player.username}
          </Typography>
          <RaceChip race={player.race} />
        </Stack>
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1.5 }}>
          <Fact label={t("playerCard.networth")} value={formatNumber(player.networth)} />
          <Fact label={t("playerCard.population")} value={formatNumber(player.population)} />
          <Fact
            label={t("common:resources.credits")}
            value={player.resources ? formatCompact(player.resources.credits) : t("playerCard.hidden")}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => void navigate(`/dashboard${galaxyQuery(galaxyId, { playerId: player.playerId })}`)}
        >
          {t("playerCard.view")}
        </Button>
        <MessageButton
          galaxyId={galaxyId}
          playerId={player.playerId}
          playerName={player.username}
          isNpc={player.isNpc}
        />
      </CardActions>
    </Card>
  );
}
