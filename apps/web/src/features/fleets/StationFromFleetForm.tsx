import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Fleet, RouteResponse } from "@nova/contract";
import { planetLabel, TRANSPORT_CAPACITY } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n/i18n.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { ATTACK_KEYS } from "./AttackPlanetDialog.tsx";
import { FailureAlert } from "./FailureAlert.tsx";
import { failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { checkUnits, homeFleetNotFound } from "./send-checks.ts";
import { previewTrip } from "./send-preview.ts";
import { TripPreviewLine } from "./TripPreviewLine.tsx";
import { UnitCountFields } from "./UnitCountFields.tsx";
import { clampAll, countTotal, toUnitRequest, type Counts } from "./unit-counts.ts";
import { useSendContext } from "./use-fleet-data.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { useNow } from "./use-now.ts";
import { fleetNameText } from "./fleet-format.ts";

/** The server's refusals, said before sending (fleet-send-service). */
export const notYourPlanet = (): string => i18n.t("fleets:station.notYourPlanet");
export const homeFleetAlreadyThere = (): string => i18n.t("fleets:station.alreadyThere");

/** The name a garrison gets when the player leaves the field empty (in the player's language). */
export const garrisonName = (planetId: string): string =>
  i18n.t("fleets:station.garrisonName", { planet: planetLabel(planetId) });

interface Props {
  readonly galaxyId: string;
  /** The full id of one of the player's planets. */
  readonly target: string;
  /** The home fleet first, then idle fleets (see `stationSources`). */
  readonly sources: readonly Fleet[];
  readonly onClose: () => void;
  readonly onSent?: ((answer: RouteResponse<"sendFleet">) => void) | undefined;
}

/**
 * Units from the home fleet (or an idle fleet) to one of the player's planets (`POST /fleets/send` with
 * `action: "move"`): counts clamped to the fleet, the transport rule unless the trip is portal to portal
 * (then instant, rules.md 11.4), the fee and travel preview. Success: 'Fleet sent successfully!'.
 */
export function StationFromFleetForm({ galaxyId, target, sources, onClose, onSent }: Props) {
  const { t } = useTranslation("fleets");
  const now = useNow();
  const { notify } = useNotify();
  const { send } = useFleetOrders(galaxyId);
  const context = useSendContext(galaxyId, true);
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? "");
  const [counts, setCounts] = useState<Counts>({});
  const [fleetName, setFleetName] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const source = sources.find((f) => f.id === sourceId) ?? null;

  const ownTarget = context.owned.find((p) => p.id === target) ?? null;
  const notOwn = context.built !== null && ownTarget === null;
  const alreadyThere = source?.isHomeFleet === true && source.homePlanetId === target;
  const preview = context.race
    ? previewTrip({
        mission: { kind: "station" },
        targetPlanetId: target,
        owned: context.owned,
        race: context.race,
        units: counts,
        clock: context.clock,
        now,
      })
    : null;
  const instant = preview?.instant ?? false;
  const check = checkUnits("move", counts, source?.units ?? null, instant);
  const blocker =
    source === null ? homeFleetNotFound() : notOwn ? notYourPlanet() : alreadyThere ? homeFleetAlreadyThere() : null;
  const total = countTotal(counts);
  const showError = check.error !== null && (total > 0 || attempted) && blocker === null;
  const troops = (counts.soldiers ?? 0) + (counts.droids ?? 0);
  const capacity = (counts.transports ?? 0) * TRANSPORT_CAPACITY;

  const submit = () => {
    setAttempted(true);
    setFailure(null);
    if (!source || blocker || check.error) return;
    send.mutate(
      {
        sourceFleetId: source.id,
        action: "move",
        targetPlanetId: target,
        units: toUnitRequest(counts),
        // The server would otherwise name a slow garrison like an attack ("Strike on ...").
        fleetName: fleetName.trim() || garrisonName(target),
      },
      {
        onSuccess: (answer) => {
          notify({ severity: "success", message: FLEET_MESSAGES.sent });
          onClose();
          onSent?.(answer);
        },
        onError: (error) => setFailure(failureText(error, FLEET_MESSAGES.sendFailed)),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
            <Typography variant="body2" color="textSecondary">
              {t("form.target")}
            </Typography>
            <Chip size="small" color="success" label={planetLabel(target)} />
            {ownTarget?.isHomeWorld && (
              <Chip size="small" color="primary" variant="outlined" label={t("form.homeWorld")} />
            )}
            {ownTarget?.hasPortal && (
              <Chip size="small" color="secondary" variant="outlined" label={t("station.portal")} />
            )}
          </Stack>
          {sources.length > 1 && (
            <FormControl size="small" fullWidth>
              <InputLabel id="station-from-label">{t("station.from")}</InputLabel>
              <Select
                labelId="station-from-label"
                label={t("station.from")}
                value={sourceId}
                onChange={(event) => {
                  setSourceId(event.target.value);
                  const next = sources.find((f) => f.id === event.target.value);
                  if (next) setCounts(clampAll(counts, next.units));
                }}
              >
                {sources.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {fleetNameText(f)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {blocker ? (
            <Alert severity={alreadyThere ? "info" : "error"} data-testid="station-blocked">
              {blocker}
            </Alert>
          ) : (
            source && (
              <>
                <UnitCountFields keys={ATTACK_KEYS} counts={counts} available={source.units} onChange={setCounts} />
                <Typography variant="body2" color="textSecondary" data-testid="transport-load">
                  {instant
                    ? t("station.instant")
                    : t("form.transportLoad", {
                        troops: formatNumber(troops),
                        capacity: formatNumber(capacity),
                        perTransport: TRANSPORT_CAPACITY,
                      })}
                </Typography>
                {check.warning && (
                  <Alert severity="warning" data-testid="station-warning">
                    {check.warning}
                  </Alert>
                )}
                {showError && (
                  <Alert severity="error" data-testid="station-error">
                    {check.error}
                  </Alert>
                )}
                <TextField
                  size="small"
                  label={t("form.fleetName")}
                  placeholder={garrisonName(target)}
                  value={fleetName}
                  onChange={(event) => setFleetName(event.target.value.slice(0, 40))}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TripPreviewLine preview={preview} />
              </>
            )
          )}
          {failure && <FailureAlert message={failure} testId="station-failure" onClose={() => setFailure(null)} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t("form.cancel")}</Button>
        <LockableButton
          variant="contained"
          onClick={submit}
          disabled={send.isPending || blocker !== null || (total > 0 && check.error !== null)}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("station.submit")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
