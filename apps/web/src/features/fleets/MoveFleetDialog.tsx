import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Fleet } from "@nova/contract";
import { planetLabel } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { useNotify } from "../../notifications/notification-context.ts";
import { fleetNameText, unitLineText, unitLines } from "./fleet-format.ts";
import { failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { previewTrip } from "./send-preview.ts";
import { parseTargetPlanet, targetError } from "./target-planet.ts";
import { TripPreviewLine } from "./TripPreviewLine.tsx";
import { useSendContext } from "./use-fleet-data.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { useNow } from "./use-now.ts";

/** Fleets that may fly on to a new target: stationed or arrived, never the home fleet. */
export const movableFleets = (fleets: readonly Fleet[]): Fleet[] =>
  fleets.filter((f) => !f.isHomeFleet && (f.status === "stationed" || f.status === "arrived") && f.locationPlanetId);

interface Props {
  readonly galaxyId: string;
  /** The fleets to choose from (a picker shows when there is more than one). */
  readonly fleets: readonly Fleet[];
  readonly initialFleetId?: string;
  readonly initialTarget?: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

export type MoveFleetFormProps = Omit<Props, "open">;

/**
 * Move to New Target (core-play sections 4 and 5): a stationed or arrived fleet flies on with all its units.
 * The target planet is required; one of the player's own planets means stationing there, anyone else's an
 * attack. Success: 'Fleet sent to new target!'; failure: the server's reason or 'Failed to move fleet'.
 */
export function MoveFleetDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation("fleets");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="move-fleet-dialog">
      <DialogTitle>{t("move.title")}</DialogTitle>
      {open && <MoveFleetForm {...rest} onClose={onClose} />}
    </Dialog>
  );
}

/** The move form alone (dialog content and actions), also offered by the Station Units dialog. */
export function MoveFleetForm({ galaxyId, fleets, initialFleetId, initialTarget = "", onClose }: MoveFleetFormProps) {
  const { t } = useTranslation("fleets");
  const now = useNow();
  const { notify } = useNotify();
  const { move } = useFleetOrders(galaxyId);
  const context = useSendContext(galaxyId, true);
  const [fleetId, setFleetId] = useState(initialFleetId ?? fleets[0]?.id ?? "");
  const [target, setTarget] = useState(initialTarget);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fleet = fleets.find((f) => f.id === fleetId) ?? null;

  if (fleets.length === 0) {
    return (
      <>
        <DialogContent>
          <Alert severity="info" data-testid="no-movable-fleet">
            {t("move.noMovable")}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("form.close")}</Button>
        </DialogActions>
      </>
    );
  }

  const targetId = parseTargetPlanet(target, galaxyId);
  const targetMessage = targetError(target, galaxyId);
  const own = targetId !== null && context.owned.some((p) => p.id === targetId);
  const preview =
    fleet && targetId && context.race && fleet.locationPlanetId
      ? previewTrip({
          mission: { kind: "trip", fromPlanetId: fleet.locationPlanetId },
          targetPlanetId: targetId,
          owned: context.owned,
          race: context.race,
          units: fleet.units,
          clock: context.clock,
          now,
        })
      : null;

  const submit = () => {
    setAttempted(true);
    setFailure(null);
    if (!fleet || !targetId) return;
    move.mutate(
      { fleetId: fleet.id, targetPlanetId: targetId },
      {
        onSuccess: () => {
          // The server words it in English only (the spec's text, which the English catalogue holds).
          notify({ severity: "success", message: FLEET_MESSAGES.moved });
          onClose();
        },
        onError: (error) => setFailure(failureText(error, FLEET_MESSAGES.moveFailed)),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {fleets.length > 1 || initialFleetId === undefined ? (
            <FormControl size="small" fullWidth>
              <InputLabel id="move-fleet-label">{t("move.fleet")}</InputLabel>
              <Select
                labelId="move-fleet-label"
                label={t("move.fleet")}
                value={fleetId}
                onChange={(event) => setFleetId(event.target.value)}
              >
                {fleets.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {fleetNameText(f)}{" "}
                    {f.locationPlanetId ? t("move.atParen", { planet: planetLabel(f.locationPlanetId) }) : ""}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ) : (
            <Typography variant="body2">
              <strong>{fleet ? fleetNameText(fleet) : null}</strong>
              {fleet?.locationPlanetId ? ` ${t("move.at", { planet: planetLabel(fleet.locationPlanetId) })}` : ""}
            </Typography>
          )}
          <TextField
            size="small"
            label={t("form.targetPlanet")}
            required
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={attempted && targetMessage !== null}
            helperText={attempted && targetMessage ? targetMessage : t("form.targetHelp")}
            slotProps={{ htmlInput: { "data-testid": "move-target-input" } }}
          />
          {fleet && (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t("move.allUnits")}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                {unitLines(fleet.units).map((line) => (
                  <Chip key={line.key} size="small" variant="outlined" label={unitLineText(line.label, line.text)} />
                ))}
              </Stack>
            </Box>
          )}
          {targetId && (
            <Typography variant="body2" color="textSecondary" data-testid="move-intent">
              {own
                ? t("move.willStation", { planet: planetLabel(targetId) })
                : t("move.willAttack", { planet: planetLabel(targetId) })}
            </Typography>
          )}
          <TripPreviewLine preview={preview} />
          {failure && (
            <Alert severity="error" data-testid="move-failure" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t("form.cancel")}</Button>
        <LockableButton
          variant="contained"
          onClick={submit}
          disabled={move.isPending || !fleet || (attempted && targetMessage !== null)}
          startIcon={move.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("move.submit")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
