import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { UnitCounts } from "@nova/contract";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { detailOr } from "../../api/api-error.ts";
import { basedOnText, cannotCaptureText, chanceText, lossesText, spyFirstLink } from "./estimate-text.ts";
import { useCombatPreview } from "./use-combat-preview.ts";

interface Props {
  readonly galaxyId: string;
  readonly targetPlanetId: string;
  readonly units: UnitCounts;
  /** The caller's race (which intel operation the "spy first" link opens) and the planet's owner. */
  readonly race: string | null;
  readonly ownerId: string | null;
  /** Said above the estimate, e.g. "With your whole home fleet". */
  readonly caption?: string;
}

/**
 * The battle estimate before an attack is confirmed (issue 18): computed by the server from the caller's own
 * latest spy or vision report only. Without intel it says so and links straight to spying first.
 */
export function AttackEstimate({ galaxyId, targetPlanetId, units, race, ownerId, caption }: Props) {
  const { t } = useTranslation("guidance");
  const preview = useCombatPreview(galaxyId, targetPlanetId, units);
  const any = Object.values(units).some((n) => (n ?? 0) > 0);
  if (!any)
    return (
      <Typography variant="body2" color="textSecondary" data-testid="attack-estimate-idle">
        {t("estimate.idle")}
      </Typography>
    );
  if (preview.isPending)
    return <LinearProgress aria-label={t("estimate.loading")} data-testid="attack-estimate-loading" />;
  if (preview.isError)
    return (
      <Alert severity="warning" data-testid="attack-estimate-error">
        {detailOr(preview.error, t("estimate.unavailable"))}
      </Alert>
    );
  const { basedOn, estimate } = preview.data;
  if (!estimate) {
    const link = race && ownerId ? spyFirstLink(galaxyId, race, ownerId) : null;
    return (
      <Alert
        severity="info"
        data-testid="attack-estimate-none"
        action={
          link ? (
            <Button component={RouterLink} to={link} color="inherit" size="small" data-testid="spy-first">
              {t("estimate.spyFirst")}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{t("estimate.noIntel")}</AlertTitle>
        {t("estimate.noIntelText")}
      </Alert>
    );
  }
  const severity = estimate.winChance >= 0.7 ? "success" : estimate.winChance >= 0.4 ? "warning" : "error";
  return (
    <Alert severity={severity} data-testid="attack-estimate">
      <AlertTitle>
        {caption ? `${caption}: ` : ""}
        {chanceText(estimate)}
      </AlertTitle>
      <Typography variant="body2">
        {t("estimate.yourLosses", { losses: lossesText(estimate.attackerLosses) })}
      </Typography>
      <Typography variant="body2">
        {t("estimate.theirLosses", { losses: lossesText(estimate.defenderLosses) })}
      </Typography>
      {cannotCaptureText(units) && (
        <Typography variant="body2" data-testid="attack-estimate-hint">
          {cannotCaptureText(units)}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary" data-testid="attack-estimate-basis">
        {t("estimate.basis", { basedOn: basedOnText(basedOn) })}
      </Typography>
    </Alert>
  );
}
