import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import LockIcon from "@mui/icons-material/Lock";
import PublicIcon from "@mui/icons-material/Public";
import SettingsIcon from "@mui/icons-material/Settings";
import type { Galaxy } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";
import { capitalize } from "../../format/capitalize.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { galaxyAction } from "./galaxy-access.ts";
import { Fact } from "../../components/Fact.tsx";
import { nextRoundHref, roundLine, roundResultsHref } from "../rounds/round-format.ts";
import { useNow } from "../fleets/use-now.ts";
import { LocalTime } from "../local-time/LocalTime.tsx";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxy: Galaxy;
  /** Called when the user clicks a private galaxy they may not join. */
  readonly onDenied: () => void;
}

export function GalaxyCard({ galaxy, onDenied }: Props) {
  const { t } = useTranslation(["galaxies", "rounds"]);
  const navigate = useNavigate();
  const action = galaxyAction(galaxy);
  const denied = action === "denied";
  const { config } = galaxy;
  const ended = galaxy.round.status === "ended";
  const now = useNow(30_000);

  return (
    <Card
      data-testid={`galaxy-card-${galaxy.id}`}
      onClick={denied ? onDenied : undefined}
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        cursor: denied ? "not-allowed" : "default",
        transition: "border-color 150ms, transform 150ms",
        "&:hover": { borderColor: denied ? "warning.main" : "primary.main", transform: "translateY(-2px)" },
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start", mb: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap title={galaxy.name}>
              {galaxy.name}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {galaxy.id}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={t(`card.status.${galaxy.status}`, { defaultValue: capitalize(galaxy.status) })}
            color={galaxy.status === "active" ? "success" : "default"}
            data-testid="galaxy-status"
          />
        </Stack>

        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }}>
          <Chip size="small" variant="outlined" label={galaxy.shardId} title={t("card.shard")} />
          {galaxy.playerId && <Chip size="small" color="primary" label={t("card.yourPlayer")} />}
          {galaxy.isOwner && <Chip size="small" color="secondary" label={t("card.owner")} />}
          {galaxy.isPrivate ? (
            <Chip size="small" variant="outlined" icon={<LockIcon />} label={t("card.private")} />
          ) : (
            <Chip size="small" variant="outlined" icon={<PublicIcon />} label={t("card.public")} />
          )}
          {denied && <Chip size="small" color="warning" label={t("privateDialog.title")} />}
        </Stack>

        <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }} data-testid="galaxy-round">
          {roundLine(galaxy.round, now)}
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1.5 }}>
          <Fact label={t("card.gridSize")} value={`${config.gridWidth} × ${config.gridHeight}`} />
          <Fact label={t("card.families")} value={config.familyCount} />
          <Fact label={t("card.turnLength")} value={t("card.minutes", { minutes: config.turnLengthMinutes })} />
          <Fact label={t("card.created")} value={<LocalTime value={galaxy.createdAt} style="date" />} />
          <Fact label={t("card.players")} value={formatNumber(galaxy.playerCount)} />
          <Fact label={t("card.currentTurn")} value={formatNumber(galaxy.currentTurn)} />
        </Box>
      </CardContent>

      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: "wrap" }}>
        {action === "enter" && (
          <Button variant="contained" onClick={() => void navigate(`/dashboard${galaxyQuery(galaxy.id)}`)}>
            {t("card.enter")}
          </Button>
        )}
        {action === "create" && !ended && (
          <Button
            variant="contained"
            disabled={!galaxy.canJoin}
            onClick={() => void navigate(`/create-character/${encodeURIComponent(galaxy.id)}`)}
          >
            {t("card.createPlayer")}
          </Button>
        )}
        {ended && (
          <Button
            variant={action === "enter" ? "outlined" : "contained"}
            startIcon={<EmojiEventsIcon />}
            onClick={() => void navigate(roundResultsHref(galaxy.id))}
          >
            {t("hallOfFame.roundResults")}
          </Button>
        )}
        {ended && galaxy.round.nextGalaxyId && (
          <Button variant="outlined" onClick={() => void navigate(nextRoundHref(galaxy.round.nextGalaxyId ?? ""))}>
            {t("card.nextRound")}
          </Button>
        )}
        {denied && (
          <Button variant="outlined" disabled startIcon={<LockIcon />}>
            {t("card.accessDenied")}
          </Button>
        )}
        {galaxy.isOwner && (
          <Button
            variant="outlined"
            startIcon={<SettingsIcon />}
            onClick={() => void navigate(`/manage-galaxy/${encodeURIComponent(galaxy.id)}`)}
          >
            {t("card.manage")}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
