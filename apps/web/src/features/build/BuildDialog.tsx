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
import LinearProgress from "@mui/material/LinearProgress";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { Planet, PlayerStats } from "@nova/contract";
import {
  BUILDING_TYPES,
  MAX_BUILDING_QUANTITY,
  buildingTurns,
  buildingUnitCost,
  planetLabel,
  type BuildingType,
} from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { useResearchStats } from "../research/use-research.ts";
import { buildingTypeBlock, previewBuildOrder } from "./build-preview.ts";
import { CostLine } from "./CostLine.tsx";
import { buildingName } from "./game-names.ts";
import { QuantityField } from "./QuantityField.tsx";
import type { Quantities } from "./quantity.ts";
import { describeFailure, failureToast } from "./submit-errors.ts";
import { useBuildOrder } from "./use-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

export interface BuildDialogProps {
  readonly galaxyId: string;
  /** The planet to build on, or every selected planet in bulk mode. */
  readonly planets: readonly Planet[];
  readonly bulk?: boolean;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Building dialog (core-play sections 2 and 5): a quantity per building type, the live total (times the
 * number of planets in bulk mode), the shortfall and space checks; after a successful order it closes and
 * the planet list reloads.
 */
export function BuildDialog({ galaxyId, planets, bulk = false, open, onClose }: BuildDialogProps) {
  const { t } = useTranslation("build");
  const stats = usePlayerStats(galaxyId, open);
  const title = bulk
    ? t("buildDialog.titleBulk", { count: planets.length })
    : t("buildDialog.titleSingle", { planet: planets[0] ? planetLabel(planets[0].id) : "" });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" data-testid="build-dialog">
      <DialogTitle>{title}</DialogTitle>
      {stats.data ? (
        <BuildForm galaxyId={galaxyId} planets={planets} bulk={bulk} stats={stats.data} onClose={onClose} />
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

function BuildForm({
  galaxyId,
  planets,
  bulk,
  stats,
  onClose,
}: {
  readonly galaxyId: string;
  readonly planets: readonly Planet[];
  readonly bulk: boolean;
  readonly stats: PlayerStats;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("build");
  const [quantities, setQuantities] = useState<Quantities<BuildingType>>({});
  const order = useBuildOrder(galaxyId);
  const { notify } = useNotify();
  const research = useResearchStats(galaxyId);
  // The same bonus the server applies, so prices and build times here match the order's.
  const constructionBonus = (research.data?.construction.bonusPercent ?? 0) / 100;
  const preview = previewBuildOrder({
    race: stats.race,
    resources: stats.resources,
    planets,
    quantities,
    planetsOwned: stats.planetCount,
    constructionBonus,
  });
  const usedShare = preview.freeSpace > 0 ? Math.min(100, (preview.perPlanet / preview.freeSpace) * 100) : 100;

  const submit = () => {
    order.mutate([...preview.orders], {
      onSuccess: (result) => {
        const count = result.jobs.reduce((sum, job) => sum + job.quantity, 0);
        notify({
          severity: "success",
          message: t("buildDialog.started", { buildings: t("counts.buildingsAny", { count }) }),
        });
        onClose();
      },
      onError: (error) => notify(failureToast(error, t(bulk ? "failed.bulkBuild" : "failed.buildOrder"))),
    });
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {bulk
            ? t("buildDialog.bulkHint")
            : t("buildDialog.spaceAvailable", { space: formatNumber(preview.freeSpace) })}
        </Typography>
        <Box sx={{ display: "grid", gap: 1 }}>
          {BUILDING_TYPES.map((type) => {
            const block = buildingTypeBlock(type, stats.race, planets);
            const row = (
              <Box
                key={type}
                data-testid={`build-row-${type}`}
                sx={{
                  display: "grid",
                  gridTemplateColumns: { xs: "1fr auto", sm: "minmax(160px, 1.3fr) 2fr 70px auto" },
                  alignItems: "center",
                  gap: { xs: 1, sm: 2 },
                  px: 1,
                  py: 0.5,
                  borderRadius: 1,
                  border: "1px solid",
                  borderColor: (quantities[type] ?? 0) > 0 ? "primary.main" : "divider",
                  opacity: block ? 0.55 : 1,
                }}
              >
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {buildingName(type)}
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    {block ?? t(`effects.${type}`)}
                  </Typography>
                  {/* Phones have no room for the cost and turns columns: they go under the name instead. */}
                  <Box
                    sx={{ display: { xs: "flex", sm: "none" }, flexWrap: "wrap", alignItems: "center", columnGap: 1.5 }}
                    data-testid={`build-row-compact-cost-${type}`}
                  >
                    <CostLine cost={buildingUnitCost(type, constructionBonus, stats.planetCount)} compact />
                    <Typography variant="caption" color="textSecondary">
                      {t("counts.turns", { count: buildingTurns(type, constructionBonus) })}
                    </Typography>
                  </Box>
                </Box>
                <Box sx={{ display: { xs: "none", sm: "block" } }}>
                  <CostLine cost={buildingUnitCost(type, constructionBonus, stats.planetCount)} compact />
                </Box>
                <Typography variant="body2" color="textSecondary" sx={{ display: { xs: "none", sm: "block" } }}>
                  {t("counts.turns", { count: buildingTurns(type, constructionBonus) })}
                </Typography>
                <QuantityField
                  label={buildingName(type)}
                  value={quantities[type] ?? 0}
                  max={MAX_BUILDING_QUANTITY}
                  disabled={block !== null || order.isPending}
                  onChange={(value) => setQuantities((current) => ({ ...current, [type]: value }))}
                  testId={`build-quantity-${type}`}
                />
              </Box>
            );
            return block ? (
              <Tooltip key={type} title={block} placement="top-start">
                {row}
              </Tooltip>
            ) : (
              row
            );
          })}
        </Box>
      </DialogContent>
      {/* Outside the scrolling list, so the total and any problem stay in view while quantities change. */}
      <Box sx={{ px: 3, pt: 1.5, display: "grid", gap: 1 }} data-testid="build-summary">
        <Box sx={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", columnGap: 2 }}>
          <Typography variant="body2">
            {t("buildDialog.perPlanetLabel")} <strong>{formatNumber(preview.perPlanet)}</strong>{" "}
            {t("buildDialog.ofFreeSpace", { space: formatNumber(preview.freeSpace) })}
            {bulk &&
              planets.length > 0 &&
              t("buildDialog.timesPlanets", { planets: t("counts.planets", { count: planets.length }) })}
          </Typography>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Typography variant="subtitle2">{t("totalCost")}</Typography>
            <CostLine cost={preview.totalCost} stock={stats.resources} testId="build-total-cost" />
          </Box>
        </Box>
        <LinearProgress
          variant="determinate"
          value={usedShare}
          color={preview.perPlanet > preview.freeSpace ? "error" : "primary"}
          sx={{ height: 6, borderRadius: 3 }}
          aria-label={t("buildDialog.spaceUsed")}
        />
        {preview.shortfall && preview.perPlanet > 0 && (
          <Alert severity="warning" data-testid="build-shortfall">
            {preview.shortfall}
          </Alert>
        )}
        {preview.problem && (bulk || preview.perPlanet > 0) && (
          <Alert severity="error" data-testid="build-problem">
            {preview.problem}
          </Alert>
        )}
        {order.isError && (
          <Alert severity="error" data-testid="build-error">
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
          data-testid="build-submit"
        >
          {order.isPending ? t("submitting") : bulk ? t("buildDialog.submitBulk") : t("buildDialog.submit")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
