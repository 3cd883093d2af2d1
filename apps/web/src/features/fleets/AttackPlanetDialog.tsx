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
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Fleet, RouteResponse } from "@nova/contract";
import { planetLabel, TRANSPORT_CAPACITY } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../auth/auth-context.ts";
import { i18n } from "../../i18n/i18n.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { AttackEstimate } from "../guidance/AttackEstimate.tsx";
import { usePlanet } from "../planets/use-planet.ts";
import { FailureAlert } from "./FailureAlert.tsx";
import { attackSentMessage, failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { checkUnits } from "./send-checks.ts";
import { previewTrip } from "./send-preview.ts";
import { parseTargetPlanet } from "./target-planet.ts";
import { TripPreviewLine } from "./TripPreviewLine.tsx";
import { UnitCountFields } from "./UnitCountFields.tsx";
import { countTotal, toUnitRequest, type Counts, type SendableKey } from "./unit-counts.ts";
import { findHomeFleet, useFleetList, useSendContext } from "./use-fleet-data.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { useNow } from "./use-now.ts";

export interface AttackPlanetDialogProps {
  readonly galaxyId: string;
  /** The enemy planet: its full id (`demo:12,4:2`) or the short form (`12,4:2`). */
  readonly targetPlanetId: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called after the server accepted the attack (the dialog has closed and shown the toast). */
  readonly onSent?: (answer: RouteResponse<"sendFleet">) => void;
  /** Opened from a map's planet card: an empty order reads the map's text (core-play section 10). */
  readonly fromMap?: boolean;
}

/** The spec's text for an attack from the map with no units (core-play section 10). */
export const mapNoUnits = (): string => i18n.t("fleets:checks.selectSome");

/** Units an attack can take: the fighting units plus agents and wizards riding along (never explorers). */
export const ATTACK_KEYS: readonly SendableKey[] = [
  "soldiers",
  "droids",
  "fighters",
  "bombers",
  "transports",
  "agents",
  "wizards",
];

/**
 * The attack dialog (core-play sections 2 and 5): units from the home fleet against an enemy planet, each
 * count clamped to what the home fleet holds; soldiers plus droids need one transport per 100; a live fee
 * and travel preview from the rules. On success it toasts 'Attack fleet sent to planet {id}!'; a refusal
 * shows the server's reason (e.g. 'Target is under new-player protection') or 'Failed to send attack fleet'.
 */
export function AttackPlanetDialog({
  galaxyId,
  targetPlanetId,
  open,
  onClose,
  onSent,
  fromMap = false,
}: AttackPlanetDialogProps) {
  const { t } = useTranslation("fleets");
  const target = parseTargetPlanet(targetPlanetId, galaxyId);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="attack-dialog">
      <DialogTitle>{t("attack.title", { planet: target ? planetLabel(target) : targetPlanetId })}</DialogTitle>
      {open &&
        (target ? (
          <AttackLoader galaxyId={galaxyId} target={target} onClose={onClose} onSent={onSent} fromMap={fromMap} />
        ) : (
          <>
            <DialogContent>
              <Alert severity="error">{t("form.unknownPlanet", { planet: targetPlanetId })}</Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t("form.close")}</Button>
            </DialogActions>
          </>
        ))}
    </Dialog>
  );
}

interface FormProps {
  readonly galaxyId: string;
  readonly target: string;
  readonly onClose: () => void;
  readonly onSent?: ((answer: RouteResponse<"sendFleet">) => void) | undefined;
  readonly fromMap: boolean;
}

function AttackLoader(props: FormProps) {
  const { t } = useTranslation("fleets");
  const { profile } = useAuth();
  const playerId = profile?.players.find((p) => p.galaxyId === props.galaxyId)?.playerId ?? null;
  const fleets = useFleetList(props.galaxyId);
  const home = findHomeFleet(fleets.data?.fleets, props.galaxyId, playerId);
  if (fleets.isPending) {
    return (
      <DialogContent>
        <Box sx={{ display: "grid", placeItems: "center", py: 4 }} role="status">
          <CircularProgress size={32} />
        </Box>
      </DialogContent>
    );
  }
  if (fleets.isError || !home) {
    return (
      <>
        <DialogContent>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void fleets.refetch()}>
                {t("form.retry")}
              </Button>
            }
          >
            {FLEET_MESSAGES.homeFleetLoadFailed}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t("form.cancel")}</Button>
        </DialogActions>
      </>
    );
  }
  return <AttackForm {...props} home={home} />;
}

function AttackForm({ galaxyId, target, onClose, onSent, home, fromMap }: FormProps & { readonly home: Fleet }) {
  const { t } = useTranslation("fleets");
  const now = useNow();
  const { notify } = useNotify();
  const { send } = useFleetOrders(galaxyId);
  const planet = usePlanet(galaxyId, target);
  const context = useSendContext(galaxyId, true);
  const [counts, setCounts] = useState<Counts>({});
  const [fleetName, setFleetName] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const total = countTotal(counts);
  const rulesCheck = checkUnits("attack", counts, home.units);
  // The map's own wording for an empty order (core-play 10); the full attack dialog keeps the rules' text.
  const check = fromMap && total === 0 ? { ...rulesCheck, error: mapNoUnits() } : rulesCheck;
  const showError = check.error !== null && (total > 0 || attempted);
  // The server refuses every attack on a home world (rules.md 18): say so before the player picks units.
  const homeWorld = planet.data?.isHomeWorld === true;
  const troops = (counts.soldiers ?? 0) + (counts.droids ?? 0);
  const capacity = (counts.transports ?? 0) * TRANSPORT_CAPACITY;
  const preview = context.race
    ? previewTrip({
        mission: { kind: "attack" },
        targetPlanetId: target,
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
    if (check.error || homeWorld) return;
    send.mutate(
      {
        sourceFleetId: home.id,
        action: "attack",
        targetPlanetId: target,
        units: toUnitRequest(counts),
        ...(fleetName.trim() ? { fleetName: fleetName.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          notify({ severity: "success", message: attackSentMessage(target) });
          onClose();
          onSent?.(answer);
        },
        onError: (error) => setFailure(failureText(error, FLEET_MESSAGES.attackFailed)),
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
            <Chip size="small" color="error" label={planetLabel(target)} />
            {planet.data?.ownerName && (
              <Chip
                size="small"
                variant="outlined"
                label={t("attack.owner", { owner: planet.data.ownerName })}
                data-testid="attack-owner"
              />
            )}
            {planet.data?.isHomeWorld && (
              <Chip size="small" color="warning" variant="outlined" label={t("form.homeWorld")} />
            )}
          </Stack>
          {homeWorld && (
            <Alert severity="error" data-testid="attack-home-world">
              {t("attack.homeWorld")}
            </Alert>
          )}
          <UnitCountFields keys={ATTACK_KEYS} counts={counts} available={home.units} onChange={setCounts} />
          <Typography variant="body2" color="textSecondary" data-testid="transport-load">
            {t("form.transportLoad", {
              troops: formatNumber(troops),
              capacity: formatNumber(capacity),
              perTransport: TRANSPORT_CAPACITY,
            })}
          </Typography>
          {check.warning && (
            <Alert severity="warning" data-testid="attack-warning">
              {check.warning}
            </Alert>
          )}
          {showError && (
            <Alert severity="error" data-testid="attack-error">
              {check.error}
            </Alert>
          )}
          <TextField
            size="small"
            label={t("form.fleetName")}
            value={fleetName}
            onChange={(event) => setFleetName(event.target.value.slice(0, 40))}
          />
          <TripPreviewLine preview={preview} />
          {!homeWorld && (
            <AttackEstimate
              galaxyId={galaxyId}
              targetPlanetId={target}
              units={toUnitRequest(counts)}
              race={context.race}
              ownerId={planet.data?.ownerId ?? null}
            />
          )}
          {failure && <FailureAlert message={failure} testId="attack-failure" onClose={() => setFailure(null)} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t("form.cancel")}</Button>
        <LockableButton
          variant="contained"
          color="error"
          onClick={submit}
          disabled={send.isPending || homeWorld || (total > 0 && check.error !== null)}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("attack.launch")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
