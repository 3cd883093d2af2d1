import { useState } from "react";
import { useTranslation } from "react-i18next";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Typography from "@mui/material/Typography";
import type { PlayerStats } from "@nova/contract";
import { DAILY_LIMITS, MAX_UNIT_QUANTITY, UNITS, UNIT_TYPES, homeFleetId, type UnitType } from "@nova/rules";
import { useNotify } from "../../notifications/notification-context.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { CostLine } from "./CostLine.tsx";
import { unitName } from "./game-names.ts";
import { fleetTargets } from "./fleet-targets.ts";
import { QuantityField } from "./QuantityField.tsx";
import type { Quantities } from "./quantity.ts";
import { describeFailure, failureToast } from "./submit-errors.ts";
import { previewUnitOrder } from "./unit-preview.ts";
import { useFleets } from "./use-fleets.ts";
import { useUnitOrder } from "./use-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

export interface UnitBuildDialogProps {
  readonly galaxyId: string;
  readonly playerId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Unit build dialog (core-play sections 2 and 5): a quantity per unit type, the target fleet, the live
 * total and the shortfall. Target fleets: the home fleet and every idle fleet.
 */
export function UnitBuildDialog({ galaxyId, playerId, open, onClose }: UnitBuildDialogProps) {
  const { t } = useTranslation("build");
  const stats = usePlayerStats(galaxyId, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" data-testid="unit-build-dialog">
      <DialogTitle>{t("unitDialog.title")}</DialogTitle>
      {stats.data ? (
        <UnitForm galaxyId={galaxyId} playerId={playerId} stats={stats.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {stats.isError ? (
            <Alert severity="error">{t("loadFailed")}</Alert>
          ) : (
            <Box sx={{ display: "grid", placeItems: "center", py: 4 }} role="status">
              <CircularProgress size={32} />
            </Box>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function UnitForm({
  galaxyId,
  playerId,
  stats,
  onClose,
}: {
  readonly galaxyId: string;
  readonly playerId: string;
  readonly stats: PlayerStats;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("build");
  const dailyHint: Partial<Record<UnitType, string>> = {
    explorer: t("unitDialog.explorerHint", { limit: DAILY_LIMITS.explorer }),
  };
  const homeFleet = homeFleetId(galaxyId, playerId);
  const [fleetId, setFleetId] = useState<string>(homeFleet);
  const fleets = useFleets(galaxyId);
  const targets = fleetTargets(galaxyId, playerId, fleets.data?.fleets);
  const [quantities, setQuantities] = useState<Quantities<UnitType>>({});
  const order = useUnitOrder(galaxyId);
  const { notify } = useNotify();
  const preview = previewUnitOrder({ race: stats.race, resources: stats.resources, quantities, fleetId });

  const submit = () => {
    order.mutate(
      { fleetId, orders: [...preview.orders] },
      {
        onSuccess: () => {
          notify({ severity: "success", message: t("unitDialog.submitted") });
          onClose();
        },
        onError: (error) => notify(failureToast(error, t("failed.unitOrder"))),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <FormControl size="small" sx={{ minWidth: 240, mb: 2 }}>
          <InputLabel id="unit-fleet-label">{t("unitDialog.targetFleet")}</InputLabel>
          <Select
            labelId="unit-fleet-label"
            label={t("unitDialog.targetFleet")}
            value={fleetId}
            onChange={(event) => setFleetId(event.target.value)}
            data-testid="unit-fleet-select"
          >
            {targets.map((target) => (
              <MenuItem key={target.id} value={target.id}>
                {target.label}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>{t("unitDialog.targetHelp")}</FormHelperText>
        </FormControl>
        <Box sx={{ display: "grid", gap: 1 }}>
          {UNIT_TYPES.map((type) => (
            <Box
              key={type}
              data-testid={`unit-row-${type}`}
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr auto", sm: "minmax(140px, 1.2fr) 2fr 70px auto" },
                alignItems: "center",
                gap: { xs: 1, sm: 2 },
                px: 1,
                py: 0.5,
                borderRadius: 1,
                border: "1px solid",
                borderColor: (quantities[type] ?? 0) > 0 ? "primary.main" : "divider",
              }}
            >
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {unitName(type)}
                </Typography>
                {dailyHint[type] && (
                  <Typography variant="caption" color="textSecondary">
                    {dailyHint[type]}
                  </Typography>
                )}
                {/* Phones have no room for the cost and turns columns: they go under the name instead. */}
                <Box
                  sx={{ display: { xs: "flex", sm: "none" }, flexWrap: "wrap", alignItems: "center", columnGap: 1.5 }}
                  data-testid={`unit-row-compact-cost-${type}`}
                >
                  <CostLine cost={UNITS[type].cost} compact />
                  <Typography variant="caption" color="textSecondary">
                    {t("counts.turns", { count: UNITS[type].turns })}
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ display: { xs: "none", sm: "block" } }}>
                <CostLine cost={UNITS[type].cost} compact />
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ display: { xs: "none", sm: "block" } }}>
                {t("counts.turns", { count: UNITS[type].turns })}
              </Typography>
              <QuantityField
                label={unitName(type)}
                value={quantities[type] ?? 0}
                max={MAX_UNIT_QUANTITY}
                disabled={order.isPending}
                onChange={(value) => setQuantities((current) => ({ ...current, [type]: value }))}
                testId={`unit-quantity-${type}`}
              />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <Box sx={{ px: 3, pt: 1.5, display: "grid", gap: 1 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Typography variant="subtitle2">{t("totalCost")}</Typography>
          <CostLine cost={preview.totalCost} stock={stats.resources} testId="unit-total-cost" />
        </Box>
        {preview.shortfall && (
          <Alert severity="warning" data-testid="unit-shortfall">
            {preview.shortfall}
          </Alert>
        )}
        {preview.problem && <Alert severity="error">{preview.problem}</Alert>}
        {order.isError && (
          <Alert severity="error" data-testid="unit-error">
            <AlertTitle>{describeFailure(order.error).title}</AlertTitle>
            {describeFailure(order.error).message}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={order.isPending}>
          {t("cancel")}
        </Button>
        <LockableButton
          variant="contained"
          onClick={submit}
          disabled={!preview.canSubmit || order.isPending}
          data-testid="unit-submit"
        >
          {order.isPending ? t("submitting") : t("unitDialog.submit")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
