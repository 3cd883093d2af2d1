import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Fleet } from "@nova/contract";
import { planetLabel } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { checkUnits, homeFleetNotFound } from "./send-checks.ts";
import { previewTrip } from "./send-preview.ts";
import { TripPreviewLine } from "./TripPreviewLine.tsx";
import { UnitCountFields } from "./UnitCountFields.tsx";
import { countTotal, SENDABLE_KEYS, toUnitRequest, type Counts } from "./unit-counts.ts";
import { useSendContext } from "./use-fleet-data.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { useNow } from "./use-now.ts";
import { fleetNameText } from "./fleet-format.ts";

interface Props {
  readonly galaxyId: string;
  /** The stationed fleet that receives the units. */
  readonly fleet: Fleet;
  /** Where the units come from; null when the home fleet could not be found. */
  readonly homeFleet: Fleet | null;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Send Reinforcements (core-play section 5): units from the home fleet join a stationed fleet. Each count is
 * clamped between 0 and the home fleet's; nothing chosen gives 'Please select at least some units to send',
 * no home fleet 'Home fleet not found'. Success: 'Reinforcements sent!'.
 */
export function ReinforceDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation("fleets");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="reinforce-dialog">
      <DialogTitle>{t("reinforce.title")}</DialogTitle>
      {open && <ReinforceForm {...rest} onClose={onClose} />}
    </Dialog>
  );
}

function ReinforceForm({ galaxyId, fleet, homeFleet, onClose }: Omit<Props, "open">) {
  const { t } = useTranslation("fleets");
  const now = useNow();
  const { notify } = useNotify();
  const { reinforce } = useFleetOrders(galaxyId);
  const context = useSendContext(galaxyId, true);
  const [counts, setCounts] = useState<Counts>({});
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const total = countTotal(counts);
  const check = checkUnits("reinforce", counts, homeFleet?.units ?? null);
  const showError = check.error !== null && (total > 0 || attempted || homeFleet === null);
  const preview =
    homeFleet?.homePlanetId && fleet.locationPlanetId && context.race
      ? previewTrip({
          mission: { kind: "trip", fromPlanetId: homeFleet.homePlanetId },
          targetPlanetId: fleet.locationPlanetId,
          owned: context.owned,
          race: context.race,
          units: counts,
          clock: context.clock,
          now,
        })
      : null;

  const submit = () => {
    setAttempted(true);
    setFailure(null);
    if (check.error) return;
    reinforce.mutate(
      { fleetId: fleet.id, units: toUnitRequest(counts) },
      {
        onSuccess: () => {
          notify({ severity: "success", message: FLEET_MESSAGES.reinforced });
          onClose();
        },
        onError: (error) => setFailure(failureText(error, FLEET_MESSAGES.reinforceFailed)),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t("reinforce.from")} <strong>{fleetNameText(fleet)}</strong>
            {fleet.locationPlanetId ? ` ${t("move.at", { planet: planetLabel(fleet.locationPlanetId) })}` : ""}.
          </Typography>
          {homeFleet ? (
            <UnitCountFields keys={SENDABLE_KEYS} counts={counts} available={homeFleet.units} onChange={setCounts} />
          ) : null}
          {homeFleet && <TripPreviewLine preview={preview} />}
          {check.warning && <Alert severity="warning">{check.warning}</Alert>}
          {showError && (
            <Alert severity="error" data-testid="reinforce-error">
              {homeFleet === null ? homeFleetNotFound() : check.error}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" data-testid="reinforce-failure" onClose={() => setFailure(null)}>
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
          disabled={reinforce.isPending || homeFleet === null || (total > 0 && check.error !== null)}
          startIcon={reinforce.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("reinforce.submit")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
