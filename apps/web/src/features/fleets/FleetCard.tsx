import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import HomeIcon from "@mui/icons-material/Home";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import type { Fleet } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { PlanetLink } from "../planets/PlanetLink.tsx";
import { fleetActions, type FleetAction, type FleetActionKind } from "./fleet-actions.ts";
import {
  etaText,
  FLEET_STATUS_COLOUR,
  fleetActionLabel,
  fleetStatusLabel,
  isMoving,
  tripProgress,
  unitLineText,
  unitLines,
  fleetNameText,
} from "./fleet-format.ts";
import { Fact } from "../../components/Fact.tsx";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { LocalTime } from "../local-time/LocalTime.tsx";

interface Props {
  readonly galaxyId: string;
  readonly fleet: Fleet;
  readonly now: number;
  readonly busy?: boolean;
  readonly onAction: (kind: FleetActionKind, fleet: Fleet) => void;
}

const ACTION_STYLE: Partial<
  Record<FleetActionKind, { variant: "contained" | "outlined"; colour: "primary" | "error" | "warning" }>
> = {
  send: { variant: "contained", colour: "primary" },
  initiateCombat: { variant: "contained", colour: "error" },
  recall: { variant: "outlined", colour: "warning" },
  recallAttack: { variant: "outlined", colour: "warning" },
  recallExplorer: { variant: "outlined", colour: "warning" },
};

function ActionButton({ action, onClick, busy }: { action: FleetAction; onClick: () => void; busy: boolean }) {
  const style = ACTION_STYLE[action.kind] ?? { variant: "outlined" as const, colour: "primary" as const };
  const button = (
    <LockableButton
      size="small"
      variant={style.variant}
      color={style.colour}
      disabled={action.disabled === true || busy}
      onClick={onClick}
    >
      {action.label}
    </LockableButton>
  );
  return action.disabled && action.reason ? (
    <Tooltip title={action.reason} arrow>
      <span tabIndex={0}>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/**
 * One fleet (core-play sections 2 and 4): name, status chip, mission, units ("k" above 1000), where it is and
 * where it goes as planet links, a live ETA reading 'Arrived' once past, a progress bar while it travels or
 * returns, and the actions its state allows.
 */
export function FleetCard({ galaxyId, fleet, now, busy = false, onAction }: Props) {
  const { t } = useTranslation("fleets");
  const { notice, actions } = fleetActions(fleet);
  const lines = unitLines(fleet.units);
  const moving = isMoving(fleet);
  const progress = moving ? tripProgress(fleet.startedAt, fleet.arrivesAt, now) : null;
  const eta = etaText(fleet.arrivesAt, now);
  const location = fleet.locationPlanetId;
  const target = fleet.status === "idle" || fleet.status === "stationed" ? null : fleet.targetPlanetId;

  return (
    <Card
      data-testid="fleet-card"
      data-fleet-id={fleet.id}
      sx={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between", mb: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
            <Box sx={{ color: fleet.isHomeFleet ? "secondary.main" : "primary.main", display: "flex" }} aria-hidden>
              {fleet.isHomeFleet ? <HomeIcon /> : <RocketLaunchIcon />}
            </Box>
            <Typography variant="h6" component="h2" noWrap title={fleetNameText(fleet)}>
              {fleetNameText(fleet)}
            </Typography>
          </Stack>
          <Chip
            size="small"
            color={FLEET_STATUS_COLOUR[fleet.status]}
            label={fleetStatusLabel(fleet.status)}
            data-testid="fleet-status"
          />
        </Stack>

        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(2, minmax(0, 1fr))", mb: 2 }}>
          <Fact label={t("card.mission")}>{fleetActionLabel(fleet.action)}</Fact>
          <Fact label={fleet.isHomeFleet ? t("card.home") : t("card.location")}>
            {location ? <PlanetLink galaxyId={galaxyId} planetId={location} /> : moving ? t("card.inTransit") : "—"}
          </Fact>
          {target && (
            <Fact label={fleet.status === "returning" ? t("card.returningTo") : t("card.target")}>
              <PlanetLink galaxyId={galaxyId} planetId={target} />
            </Fact>
          )}
          {(moving || fleet.status === "arrived") && (
            <Fact label={t("card.eta")}>
              <span data-testid="fleet-eta">{fleet.status === "arrived" ? t("eta.arrived") : eta}</span>
              {moving && fleet.arrivesAt && (
                <Typography component="span" variant="caption" color="textSecondary" data-testid="fleet-arrival">
                  {" "}
                  {t("card.arrivalAt")} <LocalTime value={fleet.arrivesAt} style="time" />
                </Typography>
              )}
            </Fact>
          )}
        </Box>

        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t("card.tripProgress", { fleet: fleetNameText(fleet) })}
            sx={{ mb: 2, height: 6, borderRadius: 3 }}
          />
        )}

        <Typography
          variant="caption"
          color="textSecondary"
          sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}
        >
          {t("card.units")}
        </Typography>
        {lines.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t("card.noUnits")}
          </Typography>
        ) : (
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap", mt: 0.5 }} data-testid="fleet-units">
            {lines.map((line) => (
              <Chip
                key={line.key}
                size="small"
                variant="outlined"
                label={unitLineText(line.label, line.text)}
                title={t(`unitTitle.${line.key}`, { count: formatNumber(line.count) })}
              />
            ))}
          </Stack>
        )}
        {notice && (
          <Typography
            variant="body2"
            sx={{ mt: 2, color: fleet.action === "attack" ? "warning.main" : "info.main" }}
            data-testid="fleet-notice"
          >
            {notice}
          </Typography>
        )}
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: "wrap" }}>
          {actions.map((action) => (
            <ActionButton key={action.kind} action={action} busy={busy} onClick={() => onAction(action.kind, fleet)} />
          ))}
        </CardActions>
      )}
    </Card>
  );
}
