import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { IntelMarks } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";

interface Props {
  readonly marks: IntelMarks;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** What the 3D map's Intel rings mean and how many systems carry each, while the overlay is on. */
export function IntelLegend({ marks, loading, failed }: Props) {
  const { t } = useTranslation("map");
  const empty = marks.intel.length === 0 && marks.forceField.length === 0;
  return (
    <Paper
      aria-label={t("three.intelLegend.label")}
      data-testid="map-3d-intel-legend"
      sx={{
        position: "absolute",
        left: 12,
        bottom: 12,
        px: 1.5,
        py: 1,
        bgcolor: "rgba(13,20,40,0.88)",
        pointerEvents: "none",
        maxWidth: 300,
      }}
    >
      <Typography variant="subtitle2">{t("three.intelLegend.title")}</Typography>
      <Item colour={MAP_COLOURS.intel} text={t("three.intelLegend.revealed", { count: marks.intel.length })} />
      <Item
        colour={MAP_COLOURS.forceField}
        text={t("three.intelLegend.forceFields", { count: marks.forceField.length })}
      />
      {loading && (
        <Typography variant="caption" color="textSecondary">
          {t("three.intelLegend.loading")}
        </Typography>
      )}
      {failed && (
        <Typography variant="caption" color="error">
          {t("three.intelLegend.failed")}
        </Typography>
      )}
      {!loading && !failed && empty && (
        <Typography variant="caption" color="textSecondary" sx={{ display: "block" }}>
          {t("three.intelLegend.empty")}
        </Typography>
      )}
    </Paper>
  );
}

function Item({ colour, text }: { readonly colour: string; readonly text: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: "50%", border: `2px solid ${colour}` }} />
      <Typography variant="caption">{text}</Typography>
    </Box>
  );
}
