import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { planetLabel } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n/i18n.ts";
import { formatNumber } from "../../format/format-number.ts";
import { travelText, type TripPreview } from "./send-preview.ts";

/** The live fee and travel preview under a send form; the server has the final word. */
export function TripPreviewLine({ preview }: { readonly preview: TripPreview | null }) {
  // The namespace is loaded (and the line follows the language) before the helpers below read it.
  useTranslation("fleets");
  return (
    <>
      <TripFacts preview={preview} />
      {preview?.blockedPortalId && (
        <Alert severity="warning" data-testid="preview-portal-blocked">
          {forceFieldText(preview.blockedPortalId)}
        </Alert>
      )}
    </>
  );
}

/** The warning under a preview that goes around a force-fielded portal (rules.md 14.3). */
const forceFieldText = (planetId: string): string =>
  i18n.t("fleets:preview.forceField", { planet: planetLabel(planetId) });

function TripFacts({ preview }: { readonly preview: TripPreview | null }) {
  const { t } = useTranslation("fleets");
  return (
    <Box
      data-testid="trip-preview"
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" },
        p: 1.5,
        borderRadius: 1,
        border: "1px solid",
        borderColor: "divider",
        bgcolor: "rgba(79, 195, 247, 0.05)",
      }}
    >
      <PreviewFact
        label={t("preview.fee")}
        value={preview ? t("preview.feeValue", { credits: formatNumber(preview.fee) }) : "—"}
        testId="preview-fee"
      />
      <PreviewFact label={t("preview.travel")} value={preview ? travelText(preview) : "—"} testId="preview-travel" />
      <PreviewFact
        label={t("preview.departsFrom")}
        value={
          preview
            ? preview.viaPortal
              ? t("preview.viaPortal", { planet: planetLabel(preview.fromPlanetId) })
              : planetLabel(preview.fromPlanetId)
            : "—"
        }
      />
    </Box>
  );
}

function PreviewFact({
  label,
  value,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly testId?: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
